import { slugPattern, type PopulateResult } from '@local-seo/contracts';
import { HttpError } from '@local-seo/service-kit';
import { cityNotFound, type CityDirectory } from '../data/cities.js';
import type { Industry } from '../domain/industries.js';
import type { PopulationJob, PrismaClient } from '../generated/prisma/client.js';
import { notConfiguredMessage, type PlacesProvider } from '../providers/google-places.js';
import { isFinished, recordPopulation, toJobView, type CityToPopulate } from './jobs.js';
import type { Context } from '../data/db.js';

/**
 * A population that succeeded this recently answers an admin's request as it is:
 * the admin panel asks for each industry right after creating a city, when the
 * cities.city.created event has usually populated it already.
 */
const recentSuccessMs = 10 * 60_000;

/**
 * The job that answers an admin's "populate": the one already pending or
 * running for this city and industry (joined, not doubled), a recent success
 * (unless forced), or a new one.
 */
async function jobForRequest(ctx: Context, city: CityToPopulate, industry: Industry, force: boolean): Promise<PopulationJob> {
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
async function waitForJob(db: PrismaClient, id: number, waitMs: number, pollMs = 100): Promise<PopulationJob> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await db.populationJob.findUniqueOrThrow({ where: { id } });
    if (isFinished(job) || Date.now() >= deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))));
  }
}

export interface PopulateDependencies {
  ctx: Context;
  cities: CityDirectory;
  provider: PlacesProvider;
  /** The population worker: told there is a job. */
  worker: { wake(): void };
  /** How long the request waits for the job before answering 202 (under the gateway's time limit). */
  waitMs: number;
}

/**
 * An admin's "populate" of one industry of a city (the admin panel asks for each
 * industry after creating a city, and to retry): done (200), still running (202),
 * Places failed after its retries (502), or no key configured (503).
 */
export async function populateNow(
  deps: PopulateDependencies,
  slug: string,
  industry: Industry,
  force: boolean,
): Promise<{ status: 200 | 202; result: PopulateResult }> {
  if (!deps.provider.configured) throw new HttpError(503, notConfiguredMessage);
  if (!slugPattern.test(slug)) throw cityNotFound();
  const city = await deps.cities.any(slug);
  const job = await jobForRequest(
    deps.ctx,
    { id: city.id, slug: city.url_slug, name: city.city_name, province: city.province, latitude: city.latitude, longitude: city.longitude },
    industry,
    force,
  );
  deps.worker.wake();
  const done = await waitForJob(deps.ctx.db, job.id, deps.waitMs);
  const where = `${done.cityName} (${industry})`;
  switch (done.status) {
    case 'succeeded':
      return {
        status: 200,
        result: { message: `Populated ${done.found} ${industry} contractors for ${done.cityName} (${done.created} new)`, job: toJobView(done) },
      };
    case 'failed':
      throw new HttpError(502, `Contractor population failed for ${where}: ${done.error}`);
    case 'not_configured':
      throw new HttpError(503, notConfiguredMessage);
    default:
      return { status: 202, result: { message: `Contractor population for ${where} is ${done.status}; check back shortly`, job: toJobView(done) } };
  }
}
