import type { ContractorDetails } from '@local-seo/contracts';
import { HttpError, notFound } from '@local-seo/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { liveCard, liveDetails, storedCard, storedDetails } from './contractor-view.js';
import type { Contractor, PrismaClient } from '../generated/prisma/client.js';
import type { LiveCities } from './live-cities.js';
import { PlacesNotConfiguredError } from '../providers/google-places.js';
import { DetailsCapReachedError, type LivePlaces } from '../providers/live-places.js';

const contractorNotFound = () => notFound('Contractor not found');

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Name, rating, address, phone and reviews: our own data, or live from Places
 * with attribution. `capped` spends the visitors' per-minute cap of Place
 * Details requests; past it the answer is 503 with Retry-After, which the
 * public page shows as "try again" (a card without phone and reviews would
 * read as a contractor that has none).
 */
async function detailsOf(row: Contractor, live: LivePlaces, { logger, capped }: { logger: FastifyBaseLogger; capped: boolean }): Promise<ContractorDetails> {
  if (!row.isTemplate) {
    const card = storedCard(row);
    if (!card) throw contractorNotFound();
    return storedDetails(row, card);
  }
  if (!row.googlePlacesId) throw contractorNotFound();
  let place;
  try {
    place = await live.details(row.googlePlacesId, { capped });
  } catch (err) {
    if (err instanceof DetailsCapReachedError) {
      const wait = seconds(err.retryAfterMs);
      logger.warn({ contractorId: row.id, retryAfterSeconds: wait }, 'place details cap reached');
      throw new HttpError(503, `Contractor details are unavailable right now (too many were asked for this minute); please try again in ${wait} s.`).retryAfter(wait);
    }
    logger.warn({ err: (err as Error).message, contractorId: row.id }, 'place details unavailable');
    const reason = err instanceof PlacesNotConfiguredError ? 'the places provider is not configured' : 'Google Places did not answer';
    throw new HttpError(503, `Contractor details are unavailable right now (${reason}); please try again shortly.`);
  }
  const card = liveCard(row, place);
  if (!card || !place) throw contractorNotFound();
  return liveDetails(card, place);
}

export interface DetailsSources {
  db: PrismaClient;
  live: LivePlaces;
  cities: LiveCities;
}

/**
 * The details of a contractor a visitor can see listed: active, of a live city.
 * Anything else is 404 before Places is asked, so the open route cannot be used
 * to spend Place Details on any id.
 */
export async function publicContractorDetails({ db, live, cities }: DetailsSources, id: number, logger: FastifyBaseLogger): Promise<ContractorDetails> {
  const row = await db.contractor.findUnique({ where: { id } });
  if (!row || !row.active || !(await cities.isLive(row.cityId))) throw contractorNotFound();
  return detailsOf(row, live, { logger, capped: true });
}

/** Any contractor's details for staff: of a live city or not yet (staff populate cities before they go live), outside the visitors' cap. */
export async function staffContractorDetails({ db, live }: Omit<DetailsSources, 'cities'>, id: number, logger: FastifyBaseLogger): Promise<ContractorDetails> {
  const row = await db.contractor.findUnique({ where: { id } });
  if (!row) throw contractorNotFound();
  return detailsOf(row, live, { logger, capped: false });
}
