interface UrlFailure {
  url: string;
  /** The status answered, or why there was none. */
  problem: string;
}

interface UrlCheckOptions {
  concurrency: number;
  timeoutMs: number;
}

/**
 * GETs each URL (redirects not followed: a sitemap must list final URLs) and
 * returns those that did not answer 200; a few requests at a time.
 */
export async function findUrlsNotAnswering200(urls: readonly string[], options: UrlCheckOptions): Promise<UrlFailure[]> {
  const failures: UrlFailure[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
        await response.body?.cancel();
        if (response.status !== 200) failures.push({ url, problem: String(response.status) });
      } catch (err) {
        failures.push({ url, problem: (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable' });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency, urls.length) }, worker));
  return failures;
}
