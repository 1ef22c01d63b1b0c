import type { PopulationJobView, PopulationStatus } from '@local-seo/contracts';
import type { Industry } from '../domain/industries.js';
import type { PopulationJob, PrismaClient } from '../generated/prisma/client.js';
import type { Tx } from '../data/db.js';

/** The facts of a city a population needs (from the event, or from the cities service). */
export interface CityToPopulate {
  id: number;
  slug: string;
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

/**
 * A running job's lease: its worker renews it while the job runs, so a job whose
 * process died is taken up again this long after the last renewal.
 */
const defaultLeaseMs = 60_000;

/**
 * Records pending populations, one per industry in the order given (the
 * worker runs them in id order: one after another). Cheap: it runs inside the
 * event's or the request's transaction; the slow calls come later.
 */
export async function recordPopulation(
  tx: Tx,
  city: CityToPopulate,
  industries: readonly Industry[],
  trigger: 'city_created' | 'admin',
  sourceEventId: string | null = null,
): Promise<PopulationJob[]> {
  const jobs: PopulationJob[] = [];
  for (const industry of industries) {
    jobs.push(
      await tx.populationJob.create({
        data: {
          cityId: city.id,
          citySlug: city.slug,
          cityName: city.name,
          province: city.province,
          latitude: city.latitude,
          longitude: city.longitude,
          industry,
          trigger,
          sourceEventId,
        },
      }),
    );
  }
  return jobs;
}

/**
 * Takes the oldest pending job (or one whose lease ran out) for this worker.
 * SKIP LOCKED lets several replicas share the queue without taking the same job.
 */
export async function claimNextJob(db: PrismaClient, leaseMs = defaultLeaseMs): Promise<PopulationJob | null> {
  const claimed = await db.$queryRawUnsafe<{ id: number }[]>(
    `UPDATE population_jobs
        SET status = 'running', locked_until = now() + ($1::int * interval '1 millisecond'),
            started_at = date_trunc('milliseconds', now()) -- JS dates hold ms: the run compares it to spot a lost lease
      WHERE id = (
        SELECT id FROM population_jobs
         WHERE status = 'pending' OR (status = 'running' AND locked_until < now())
         ORDER BY id
         FOR UPDATE SKIP LOCKED
         LIMIT 1)
      RETURNING id`,
    leaseMs,
  );
  const id = claimed[0]?.id;
  return id === undefined ? null : db.populationJob.findUnique({ where: { id } });
}

/** Extends the lease of a job this worker still holds (one taken over since has another started_at). */
export async function renewLease(db: PrismaClient, job: Pick<PopulationJob, 'id' | 'startedAt'>, leaseMs: number): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE population_jobs SET locked_until = now() + ($2::int * interval '1 millisecond')
      WHERE id = $1 AND status = 'running' AND started_at = $3`,
    job.id,
    leaseMs,
    job.startedAt,
  );
}

/** Puts a job back in the queue (the service is stopping in the middle of it). */
export async function releaseJob(db: PrismaClient, id: number): Promise<void> {
  await db.populationJob.updateMany({ where: { id, status: 'running' }, data: { status: 'pending', lockedUntil: null, startedAt: null } });
}

export const isFinished = (job: Pick<PopulationJob, 'status'>) => job.status !== 'pending' && job.status !== 'running';

export function toJobView(job: PopulationJob): PopulationJobView {
  return {
    id: job.id,
    city_id: job.cityId,
    city_slug: job.citySlug,
    city_name: job.cityName,
    industry: job.industry,
    trigger: job.trigger,
    status: job.status,
    attempts: job.attempts,
    found: job.found,
    created: job.created,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** The populations, newest first, of one city (by slug) or state: where the admin sees what failed. */
export async function listJobs(
  db: PrismaClient,
  { city, status, limit }: { city?: string | undefined; status?: PopulationStatus | undefined; limit: number },
): Promise<PopulationJobView[]> {
  const jobs = await db.populationJob.findMany({
    where: { ...(city ? { citySlug: city } : {}), ...(status ? { status } : {}) },
    orderBy: { id: 'desc' },
    take: limit,
  });
  return jobs.map(toJobView);
}
