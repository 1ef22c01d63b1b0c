import type { ContractorDetails } from '@local-seo/contracts';
import { HttpError, notFound } from '@local-seo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { liveCard, liveDetails, storedCard, storedDetails } from './contractor-view.js';
import type { Contractor } from './generated/prisma/client.js';
import { PlacesNotConfiguredError } from './providers/google-places.js';
import { DetailsCapReachedError, type LivePlaces } from './providers/live-places.js';

export const contractorNotFound = () => notFound('Contractor not found');

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Name, rating, address, phone and reviews: our own data, or live from Places
 * with attribution. `capped` spends the visitors' per-minute cap of Place
 * Details requests; past it the answer is 503 with Retry-After, which the
 * public page shows as "try again" (a card without phone and reviews would
 * read as a contractor that has none).
 */
export async function contractorDetails(
  row: Contractor,
  live: LivePlaces,
  { request, reply, capped }: { request: FastifyRequest; reply: FastifyReply; capped: boolean },
): Promise<ContractorDetails> {
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
      request.log.warn({ contractorId: row.id, retryAfterSeconds: wait }, 'place details cap reached');
      reply.header('retry-after', String(wait));
      throw new HttpError(503, `Contractor details are unavailable right now (too many were asked for this minute); please try again in ${wait} s.`);
    }
    request.log.warn({ err: (err as Error).message, contractorId: row.id }, 'place details unavailable');
    const reason = err instanceof PlacesNotConfiguredError ? 'the places provider is not configured' : 'Google Places did not answer';
    throw new HttpError(503, `Contractor details are unavailable right now (${reason}); please try again shortly.`);
  }
  const card = liveCard(row, place);
  if (!card || !place) throw contractorNotFound();
  return liveDetails(card, place);
}
