import { badRequest, type HttpError } from './errors.js';

/**
 * Why a request path is refused, or undefined when it is plain. A plain path has
 * no backslash, no control character, no percent-encoded '/', '\', '.' or control
 * character, and no '.' or '..' segment: every parser on its way (router, proxy,
 * URL class, the service behind) then reads the same segments. The others are
 * the tricks that make one parser see a path another did not check.
 */
export function ambiguousPathReason(path: string): string | undefined {
  if (path.includes('\\')) return 'The address may not contain a backslash';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'The address may not contain control characters';
  if (/%(?:2f|5c)/i.test(path)) return 'The address may not contain an encoded "/" or "\\"';
  if (/%2e/i.test(path)) return 'The address may not contain an encoded "."';
  if (/%(?:[01][0-9a-f]|7f)/i.test(path)) return 'The address may not contain encoded control characters';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'The address may not contain "." or ".." segments';
  return undefined;
}

/** The path part of a request target (before '?' or '#'). */
export const pathOf = (url: string): string => url.split(/[?#]/, 1)[0]!;

export function refusalOfAmbiguousPath(url: string): HttpError | undefined {
  const reason = ambiguousPathReason(pathOf(url));
  return reason ? badRequest(reason) : undefined;
}
