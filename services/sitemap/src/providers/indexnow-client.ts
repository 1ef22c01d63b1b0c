import type { IndexNowBody } from '../domain/indexnow.js';

interface IndexNowAnswer {
  status: number;
  /** The endpoint's own words, when it gave any. */
  text: string;
}

/** IndexNow: POST {endpoint}/indexnow with the JSON body {host, key, keyLocation, urlList}. */
export async function postToIndexNow(endpoint: string, body: IndexNowBody, timeoutMs: number): Promise<IndexNowAnswer> {
  let response: Response;
  try {
    response = await fetch(`${endpoint}/indexnow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
    throw new Error(`IndexNow at ${endpoint} ${reason}`);
  }
  return { status: response.status, text: (await response.text()).slice(0, 300) };
}
