/** A page of our public site as a crawler without JavaScript receives it. */
type FetchedPage =
  | { ok: true; status: number; html: string; loadTimeMs: number; finalUrl: string }
  | { ok: false; status: number | null; reason: string; loadTimeMs: number | null };

/** Larger answers are not HTML pages worth auditing. */
const maxHtmlBytes = 5 * 1024 * 1024;

/** Fetches a page's server-rendered HTML, timing it until the whole body has arrived. */
export async function fetchPublicPage(url: string, timeoutMs = 10_000): Promise<FetchedPage> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'text/html', 'user-agent': 'local-seo-audit/1.0 (on-page audit of our own pages)' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'the site could not be reached';
    return { ok: false, status: null, reason: `The page could not be fetched: ${reason}`, loadTimeMs: null };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ok: false, status: response.status, reason: `The page answered HTTP ${response.status}`, loadTimeMs: elapsed() };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/text\/html|application\/xhtml\+xml/i.test(type)) {
    await response.body?.cancel();
    return { ok: false, status: response.status, reason: `The page is not HTML (${type || 'no content type'})`, loadTimeMs: elapsed() };
  }
  try {
    const html = await readLimited(response, maxHtmlBytes);
    return { ok: true, status: response.status, html, loadTimeMs: elapsed(), finalUrl: response.url || url };
  } catch (err) {
    return { ok: false, status: response.status, reason: `The page could not be read: ${(err as Error).message}`, loadTimeMs: elapsed() };
  }
}

async function readLimited(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let html = '';
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > limit) throw new Error(`it is larger than ${limit / 1024 / 1024} MB`);
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}
