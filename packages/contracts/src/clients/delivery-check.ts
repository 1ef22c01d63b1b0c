import { deliveryCheckAnswerSchema, type DeliveryCheckAnswer } from '../http/local-facts.js';
import { fetchWithRetry } from './retry.js';

/** What the public delivery check answered: the answer, or a refusal's status and message (bad input 400, too many 429, provider down 503). */
export type DeliveryCheckOutcome = { ok: true; answer: DeliveryCheckAnswer } | { ok: false; status: number; message: string };

const unreachable = 'Addresses cannot be checked right now; please try again in a few minutes, or pick your city from the list.';

/** Asks `GET /api/delivery/check` of a catalog or a gateway at `baseUrl`; a failure to answer at all is a 503 outcome, never thrown. */
export async function askDeliveryCheck(baseUrl: string, address: string, timeoutMs: number): Promise<DeliveryCheckOutcome> {
  const url = new URL('/api/delivery/check', baseUrl);
  url.searchParams.set('address', address);
  try {
    const response = await fetchWithRetry(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) {
      const answer = deliveryCheckAnswerSchema.safeParse(body);
      return answer.success ? { ok: true, answer: answer.data } : { ok: false, status: 502, message: unreachable };
    }
    // The catalog's own words for bad input, a limit or its provider down; nothing of an unexpected failure.
    const told = typeof body?.message === 'string' && (response.status < 500 || response.status === 503);
    return { ok: false, status: response.status, message: told ? (body!.message as string) : unreachable };
  } catch {
    return { ok: false, status: 503, message: unreachable };
  }
}
