import type { DeliveryCheckAnswer } from '../http/local-facts.js';
import { catalogRoutes } from '../routes/catalog.js';
import { callRoute, RouteInputError, UnexpectedAnswerError } from './call-route.js';
import { serviceTransport } from './fetch-json.js';

/** What the public delivery check answered: the answer, or a refusal's status and message (bad input 400, too many 429, provider down 503). */
export type DeliveryCheckOutcome = { ok: true; answer: DeliveryCheckAnswer } | { ok: false; status: number; message: string };

const unreachable = 'Addresses cannot be checked right now; please try again in a few minutes, or pick your city from the list.';

/** Asks the delivery check of a catalog or a gateway at `baseUrl`; a failure to answer at all is a 503 outcome, never thrown. */
export async function askDeliveryCheck(baseUrl: string, address: string, timeoutMs: number): Promise<DeliveryCheckOutcome> {
  try {
    const outcome = await callRoute(catalogRoutes.deliveryCheck, { query: { address } }, serviceTransport({ baseUrl, timeoutMs }));
    if (outcome.ok) return { ok: true, answer: outcome.answer };
    // The catalog's own words for bad input, a limit or its provider down; nothing of an unexpected failure.
    const told = outcome.error !== null && (outcome.status < 500 || outcome.status === 503);
    return { ok: false, status: outcome.status, message: told ? outcome.error!.message : unreachable };
  } catch (err) {
    // An address the catalog would refuse is refused here in its words, without asking it.
    if (err instanceof RouteInputError) return { ok: false, status: 400, message: err.issues[0]?.message ?? unreachable };
    return { ok: false, status: err instanceof UnexpectedAnswerError ? 502 : 503, message: unreachable };
  }
}
