import { contractorDirectoryChanged, contractorPopulationFailed, type EventEnvelope } from '@local-seo/contracts';
import { isListable, searchQueryFor, searchRadiusMeters } from '../domain/industries.js';
import type { PopulationJob } from '../generated/prisma/client.js';
import { notConfiguredMessage, PlacesRequestError, type PlacesProvider, type RequestTally } from '../providers/google-places.js';
import type { LivePlaces } from '../providers/live-places.js';
import type { LivePlace } from '../providers/places-types.js';
import { trashedPlaceIds } from '../data/trash.js';
import type { Tx } from '../data/db.js';
import type { Context } from '../data/db.js';

export interface JobDependencies {
  ctx: Context;
  provider: PlacesProvider;
  live: LivePlaces;
}

/** The job was taken over by another worker (its lease ran out): this run's result is dropped. */
class LostLease extends Error {}

/**
 * Runs one claimed population: the Text Search (with its retries) outside any
 * transaction, then every row and the job's success in one transaction, so a
 * failure leaves nothing half-written. Places already listed for the city and
 * industry are matched by place id and never added twice.
 */
export async function runPopulationJob(job: PopulationJob, deps: JobDependencies, signal?: AbortSignal): Promise<void> {
  const { ctx, provider, live } = deps;
  if (!provider.configured) {
    await finish(ctx, job, { status: 'not_configured', error: notConfiguredMessage, attempts: 0 });
    return;
  }

  const tally: RequestTally = { requests: 0 };
  let places: LivePlace[];
  try {
    places = await provider.searchText(
      {
        textQuery: searchQueryFor(job.industry, job.cityName, job.province),
        latitude: job.latitude.toNumber(),
        longitude: job.longitude.toNumber(),
        radiusMeters: searchRadiusMeters,
      },
      { tally, signal },
    );
  } catch (err) {
    if (signal?.aborted) throw err; // stopping: the worker puts the job back
    const error = err instanceof PlacesRequestError ? err.message : `Population failed: ${(err as Error).message}`;
    ctx.logger.warn({ jobId: job.id, city: job.citySlug, industry: job.industry, error }, 'contractor population failed');
    await finish(ctx, job, { status: 'failed', error, attempts: tally.requests }, (emit) =>
      emit(contractorPopulationFailed.create({ jobId: job.id, cityId: job.cityId, citySlug: job.citySlug, industry: job.industry, error }, ctx.name)),
    );
    return;
  }

  const listable = places.filter((place) => isListable(place.businessStatus));
  live.remember(listable);
  try {
    await ctx.transact(async (tx, emit) => {
      const created = await writeTemplateContractors(tx, job, listable);
      await markFinished(tx, job, { status: 'succeeded', error: null, attempts: tally.requests, found: listable.length, created });
      if (created > 0) emit(contractorDirectoryChanged.create({ cityIds: [job.cityId], reason: 'populated' }, ctx.name));
    });
  } catch (err) {
    if (!(err instanceof LostLease)) throw err;
    ctx.logger.warn({ jobId: job.id }, 'population job was taken over by another worker; result dropped');
  }
}

/** Adds the places not yet listed; refreshes the rank of those already there. Returns how many were added. */
async function writeTemplateContractors(tx: Tx, job: PopulationJob, places: LivePlace[]): Promise<number> {
  const key = { cityId: job.cityId, industrySector: job.industry };
  const known = await tx.contractor.findMany({
    where: { ...key, googlePlacesId: { in: places.map((p) => p.placeId) } },
    select: { id: true, googlePlacesId: true, isTemplate: true },
  });
  const byPlaceId = new Map(known.map((row) => [row.googlePlacesId, row]));
  // A place whose contractor staff deleted is not added again while it is in the Trash.
  const trashed = await trashedPlaceIds(tx, job.cityId, job.industry);
  const now = new Date();
  const fresh = places
    .map((place, index) => ({ place, rank: index + 1 }))
    .filter(({ place }) => !byPlaceId.has(place.placeId) && !trashed.has(place.placeId));
  const { count } = await tx.contractor.createMany({
    data: fresh.map(({ place, rank }) => ({
      ...key,
      dataSource: 'template' as const,
      isTemplate: true,
      googlePlacesId: place.placeId,
      searchRank: rank,
      lastUpdated: now,
    })),
    skipDuplicates: true,
  });
  for (const [index, place] of places.entries()) {
    const row = byPlaceId.get(place.placeId);
    // An authentic contractor with this place id is ours: the population leaves it alone.
    if (row?.isTemplate) await tx.contractor.update({ where: { id: row.id }, data: { searchRank: index + 1, lastUpdated: now } });
  }
  return count;
}

type Outcome = { status: 'succeeded' | 'failed' | 'not_configured'; error: string | null; attempts: number; found?: number; created?: number };

async function markFinished(tx: Tx, job: PopulationJob, outcome: Outcome): Promise<void> {
  const { count } = await tx.populationJob.updateMany({
    where: { id: job.id, status: 'running', startedAt: job.startedAt },
    data: {
      status: outcome.status,
      error: outcome.error,
      attempts: { increment: outcome.attempts },
      found: outcome.found ?? null,
      created: outcome.created ?? null,
      finishedAt: new Date(),
      lockedUntil: null,
    },
  });
  if (count === 0) throw new LostLease();
}

async function finish(
  ctx: Context,
  job: PopulationJob,
  outcome: Outcome,
  announce?: (emit: (event: EventEnvelope) => void) => void,
): Promise<void> {
  await ctx
    .transact(async (tx, emit) => {
      await markFinished(tx, job, outcome);
      announce?.(emit);
    })
    .catch((err: unknown) => {
      if (!(err instanceof LostLease)) throw err;
    });
}
