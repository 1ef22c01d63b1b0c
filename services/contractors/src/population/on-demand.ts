import type { ServiceContext } from '@local-seo/service-kit';
import type { Industry } from '../domain/industries.js';
import type { PopulationJob, PrismaClient } from '../generated/prisma/client.js';
import { isFinished, recordPopulation, type CityToPopulate } from './jobs.js';

/**
 * A population that succeeded this recently answers an admin's request as it is:
 * the admin panel asks for each industry right after creating a city, when the
 * cities.city.created event has usually populated it already.
 */
export const recentSuccessMs = 10 * 60_000;

/**
 * The job that answers an admin's "populate": the one already pending or
 * running for this city and industry (joined, not doubled), a recent success
 * (unless forced), or a new one.
 */
export async function jobForRequest(ctx: ServiceContext<PrismaClient>, city: CityToPopulate, industry: Industry, force: boolean): Promise<PopulationJob> {
  return ctx.transact(async (tx) => {
    // One request at a time per city (and the city.created consumer takes the same lock), so two clicks never record two jobs.
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4242, $1::int)', city.id);
    const latest = await tx.populationJob.findFirst({ where: { cityId: city.id, industry }, orderBy: { id: 'desc' } });
    if (latest && !isFinished(latest)) return latest;
    const fresh = latest?.status === 'succeeded' && latest.finishedAt && Date.now() - latest.finishedAt.getTime() < recentSuccessMs;
    if (latest && fresh && !force) return latest;
    const [job] = await recordPopulation(tx, city, [industry], 'admin');
    return job!;
  });
}

/** Polls the job until it has finished or `waitMs` has passed; answers its latest state. */
export async function waitForJob(db: PrismaClient, id: number, waitMs: number, pollMs = 100): Promise<PopulationJob> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await db.populationJob.findUniqueOrThrow({ where: { id } });
    if (isFinished(job) || Date.now() >= deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))));
  }
}
