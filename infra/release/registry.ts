// Whether a registry answers, before anything is pushed to it: the Docker Registry HTTP API's
// base endpoint (GET /v2/) answers 200, or 401 asking for credentials, on every registry.
// Docker speaks plain HTTP only to a registry on the loopback (or one listed as insecure).

export type RegistryProbe = { answers: true; url: string } | { answers: false; why: string };

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

export async function probeRegistry(registry: string, timeoutMs = 3000): Promise<RegistryProbe> {
  const host = registry.split('/')[0]!;
  const schemes = loopback.test(host) ? ['http', 'https'] : ['https'];
  const failures: string[] = [];
  for (const scheme of schemes) {
    const url = `${scheme}://${host}/v2/`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      if (response.status === 200 || response.status === 401) return { answers: true, url };
      failures.push(`${url} answered ${response.status}`);
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      failures.push(`${url}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
    }
  }
  return { answers: false, why: failures.join('; ') };
}

/** The digest a push recorded for `reference` (<registry>/local-seo/<name>), from the image's RepoDigests. */
export function digestFor(reference: string, repoDigests: readonly string[]): string | null {
  const repository = reference.replace(/:[^:/]+$/, '');
  const found = repoDigests.find((entry) => entry.startsWith(`${repository}@sha256:`));
  return found ? found.slice(repository.length + 1) : null;
}
