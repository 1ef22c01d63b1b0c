import { cityCreated, durableConsumers } from '@local-seo/contracts';
import { serviceNames, type ServiceName } from '../../src/index.js';
import { industries, placesPerIndustry, type FaultSystem } from './fault-system.js';

/** Each consumer of cities.city.created (from the catalogue), by service, with its durable (its inbox rows' `consumer`). */
export const cityCreatedConsumers = Object.values(durableConsumers)
  .filter((consumer) => consumer.events.some((event) => event.type === cityCreated.type))
  .map(({ durable }) => ({ service: serviceOf(durable), durable }));

function serviceOf(durable: string): ServiceName {
  const service = serviceNames.find((name) => durable.startsWith(`${name}-`));
  if (!service) throw new Error(`no service owns the durable ${durable}`);
  return service;
}

/** The ids of the cities.city.created events the cities service wrote to its outbox. */
export async function cityCreatedEventIds(system: FaultSystem): Promise<string[]> {
  const rows = await system.query<{ id: string }>('cities', `SELECT id::text AS id FROM service_kit.outbox WHERE type = 'cities.city.created'`);
  return rows.map((row) => row.id);
}

/** How many inbox rows each consumer holds for these event ids (a row per event it handled). */
export async function inboxCounts(system: FaultSystem, eventIds: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { service, durable } of cityCreatedConsumers) {
    const [row] = await system.query<{ n: number }>(
      service,
      `SELECT count(*)::int AS n FROM service_kit.inbox WHERE consumer = $1 AND event_id = ANY($2::uuid[])`,
      [durable, eventIds],
    );
    counts[durable] = row?.n ?? 0;
  }
  return counts;
}

interface PopulationState {
  /** Population jobs for these cities, and how many succeeded. */
  jobs: number;
  done: number;
  /** City-industry pairs with more than one job: a city.created handled twice. */
  duplicatedJobs: number;
  templateContractors: number;
  /** Text Search requests per city and industry beyond the first: a population run twice. */
  repeatedSearches: number;
}

/** What the contractors service did for these cities, and how often it asked Google Places. */
export async function populationState(system: FaultSystem, cityIds: number[]): Promise<PopulationState> {
  const [jobs] = await system.query<{ jobs: number; done: number; duplicated: number }>(
    'contractors',
    `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE status = 'succeeded')::int AS done,
            (SELECT count(*)::int FROM (SELECT 1 FROM population_jobs WHERE city_id = ANY($1::int[])
               GROUP BY city_id, industry HAVING count(*) > 1) d) AS duplicated
     FROM population_jobs WHERE city_id = ANY($1::int[])`,
    [cityIds],
  );
  const [contractors] = await system.query<{ n: number }>(
    'contractors',
    `SELECT count(*)::int AS n FROM contractors WHERE is_template AND city_id = ANY($1::int[])`,
    [cityIds],
  );
  const queries = system.places.requests.filter((r) => r.path === '/v1/places:searchText' && r.status === 200);
  const perQuery = new Map<string, number>();
  for (const request of queries) {
    const body = request.body as { textQuery?: string; pageToken?: string };
    if (body.pageToken) continue;
    perQuery.set(body.textQuery ?? '', (perQuery.get(body.textQuery ?? '') ?? 0) + 1);
  }
  return {
    jobs: jobs?.jobs ?? 0,
    done: jobs?.done ?? 0,
    duplicatedJobs: jobs?.duplicated ?? 0,
    templateContractors: contractors?.n ?? 0,
    repeatedSearches: [...perQuery.values()].reduce((sum, n) => sum + n - 1, 0),
  };
}

/** What a fully and singly populated set of cities looks like. */
export function populated(cityCount: number): PopulationState {
  const pairs = cityCount * industries.length;
  return { jobs: pairs, done: pairs, duplicatedJobs: 0, templateContractors: pairs * placesPerIndustry, repeatedSearches: 0 };
}
