// How the browser calls the public API (docs/behaviour/public-site.md#the-calls-the-browser-makes).

/** A GET with the cookies, asking for JSON. */
export function fetchApi(path: string, signal?: AbortSignal): Promise<Response> {
  return fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, signal });
}

/** The error of a failed call: status, colon, space, then the body (or the status text). */
async function failure(response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  return new Error(`${response.status}: ${body || response.statusText}`);
}

/** The JSON answer of a GET; a non-OK answer throws that error. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetchApi(path, signal);
  if (!response.ok) throw await failure(response);
  // The gateway's public answers follow the contracts' schemas.
  return (await response.json()) as T;
}
