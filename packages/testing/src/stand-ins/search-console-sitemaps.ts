import { createServer } from 'node:http';
import { listenLocally, readBody } from '../local-server.js';

/**
 * Answers like the Search Console API (webmasters v3) for sites.get,
 * sitemaps.submit, sitemaps.list and sitemaps.get: the same paths with the
 * site URL and the feed path each percent-encoded as one path segment, a
 * bearer token checked on every call, Google's JSON error shape, int64
 * fields as strings. It records every request and can be told to fail.
 */

export type PermissionLevel = 'siteOwner' | 'siteFullUser' | 'siteRestrictedUser' | 'siteUnverifiedUser';

export interface SearchConsoleRequest {
  method: string;
  /** The raw path, as sent (still percent-encoded). */
  rawPath: string;
  authorization: string | undefined;
  /** Decoded path parameters, when the path matched. */
  siteUrl?: string;
  feedpath?: string;
  body: string;
}

interface StoredSitemap {
  path: string;
  lastSubmitted: string;
  isPending: boolean;
  isSitemapsIndex: boolean;
  type: string;
  lastDownloaded?: string;
  warnings: string;
  errors: string;
  contents: Array<{ type: string; submitted: string; indexed: string }>;
}

export interface SearchConsoleSitemapsOptions {
  /** Whether an Authorization header carries a valid token (e.g. the OAuth stand-in's `isValidToken`). */
  isValidToken: (authorization: string | undefined) => boolean;
  /** The properties the service account may use, with its permission on each. */
  sites: Record<string, PermissionLevel>;
}

const googleError = (code: number, status: string, message: string, reason: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason }], status },
});

export async function startSearchConsoleSitemapsStandIn(options: SearchConsoleSitemapsOptions) {
  const requests: SearchConsoleRequest[] = [];
  const sitemaps = new Map<string, Map<string, StoredSitemap>>();
  const failures: Array<{ status: number; message: string }> = [];

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const rawPath = (request.url ?? '/').split('?')[0]!;
    const entry: SearchConsoleRequest = { method: request.method ?? 'GET', rawPath, authorization: request.headers.authorization, body };
    requests.push(entry);
    const send = (status: number, payload?: object) => {
      response.writeHead(status, payload ? { 'content-type': 'application/json; charset=UTF-8' } : {});
      response.end(payload ? JSON.stringify(payload) : '');
    };

    // /webmasters/v3/sites/{siteUrl}[/sitemaps[/{feedpath}]]: a raw "/" inside a parameter splits it and matches nothing.
    const match = /^\/webmasters\/v3\/sites\/([^/]+)(\/sitemaps(?:\/([^/]+))?)?$/.exec(rawPath);
    if (!match) return send(404, googleError(404, 'NOT_FOUND', 'Not Found', 'notFound'));
    const siteUrl = decode(match[1]!);
    const feedpath = match[3] === undefined ? undefined : decode(match[3]);
    entry.siteUrl = siteUrl;
    if (feedpath !== undefined) entry.feedpath = feedpath;

    if (!options.isValidToken(request.headers.authorization)) {
      return send(
        401,
        googleError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
          'authError',
        ),
      );
    }
    const failure = failures.shift();
    if (failure) return send(failure.status, googleError(failure.status, failure.status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL', failure.message, 'backendError'));

    const permission = options.sites[siteUrl];
    const forbidden = () =>
      send(
        403,
        googleError(403, 'PERMISSION_DENIED', `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`, 'forbidden'),
      );
    if (!permission) return forbidden();

    const ofSite = sitemaps.get(siteUrl) ?? new Map<string, StoredSitemap>();
    sitemaps.set(siteUrl, ofSite);
    if (!match[2]) {
      if (request.method !== 'GET') return send(405, googleError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', 'httpMethodNotAllowed'));
      return send(200, { siteUrl, permissionLevel: permission });
    }
    if (feedpath === undefined) {
      if (request.method !== 'GET') return send(405, googleError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', 'httpMethodNotAllowed'));
      const list = [...ofSite.values()];
      return send(200, list.length > 0 ? { sitemap: list } : {});
    }
    if (request.method === 'PUT') {
      if (permission === 'siteUnverifiedUser' || permission === 'siteRestrictedUser') return forbidden();
      if (!/^https?:\/\/[^/]+/.test(feedpath)) return send(400, googleError(400, 'INVALID_ARGUMENT', 'Invalid sitemap URL.', 'invalidParameter'));
      ofSite.set(feedpath, {
        path: feedpath,
        lastSubmitted: new Date().toISOString(),
        isPending: true,
        isSitemapsIndex: false,
        type: 'sitemap',
        warnings: '0',
        errors: '0',
        contents: [],
      });
      return send(200);
    }
    if (request.method === 'GET') {
      const found = ofSite.get(feedpath);
      return found ? send(200, found) : send(404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound'));
    }
    return send(405, googleError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', 'httpMethodNotAllowed'));
  });
  const { url, close } = await listenLocally(server);

  return {
    /** The base URL to configure in place of https://www.googleapis.com. */
    url,
    requests,
    /** What Google holds for a property, as sitemaps.list answers it. */
    sitemapsOf: (siteUrl: string) => [...(sitemaps.get(siteUrl)?.values() ?? [])],
    /** Google fetched and processed a submitted sitemap. */
    markDownloaded(siteUrl: string, path: string, result: { isSitemapsIndex?: boolean; errors?: number; warnings?: number; submitted?: number } = {}) {
      const sitemap = sitemaps.get(siteUrl)?.get(path);
      if (!sitemap) throw new Error(`${path} was not submitted for ${siteUrl}`);
      Object.assign(sitemap, {
        isPending: false,
        lastDownloaded: new Date().toISOString(),
        isSitemapsIndex: result.isSitemapsIndex ?? false,
        errors: String(result.errors ?? 0),
        warnings: String(result.warnings ?? 0),
        contents: [{ type: 'web', submitted: String(result.submitted ?? 0), indexed: '0' }],
      });
    },
    /** The next call (after the token check) fails with this status, e.g. 500 or 429. */
    failNext(status: number, message = status === 429 ? 'Quota exceeded for quota metric' : 'Backend Error') {
      failures.push({ status, message });
    },
    close,
  };
}
export type SearchConsoleSitemapsStandIn = Awaited<ReturnType<typeof startSearchConsoleSitemapsStandIn>>;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
