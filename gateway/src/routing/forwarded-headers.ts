import type { IncomingHttpHeaders } from 'node:http';
import { requestIdHeader, traceparentOf } from '@local-seo/service-kit';

/**
 * The request headers a service is given: what describes the body, what the
 * client accepts, the version a write was built on (If-Match: a stale save is
 * refused, not applied over another person's), the request id, and (when tracing is on) the gateway's own
 * traceparent. Nothing else passes (cookies, the CSRF token, hop-by-hop and
 * X-Forwarded-* headers, a client's traceparent): a service trusts what the
 * gateway built, never what a client wrote.
 */
const passedToServices = ['accept', 'accept-language', 'content-type', 'content-length', 'if-match', 'if-none-match', 'if-modified-since', 'user-agent'];

export function forwardedRequestHeaders(headers: IncomingHttpHeaders, requestId: string): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { [requestIdHeader]: requestId };
  for (const name of passedToServices) if (headers[name] !== undefined) forwarded[name] = headers[name];
  // The request's span, active while its handler proxies it: the service's span continues this trace.
  const traceparent = traceparentOf();
  if (traceparent) forwarded.traceparent = traceparent;
  return forwarded;
}

/** Headers that describe one connection (RFC 9110, 7.6.1): a service's are not the client's. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

export function answeredHeaders<H extends Record<string, unknown>>(headers: H): H {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase()))) as H;
}
