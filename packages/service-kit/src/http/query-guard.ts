import { textProblem } from '@local-seo/contracts';
import { badRequest, type HttpError } from './errors.js';

/**
 * The longest value one query parameter may carry. No filter, search or token the
 * platform takes comes near it (the longest declared, a page URL, is 500); anything
 * longer is refused before it reaches a handler or a database, as an over-long body is.
 */
export const maxQueryValueLength = 2000;

/** Percent-decodes one part of a query string as a form does ('+' is a space), or undefined when it is not UTF-8. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Why a query string is refused, or undefined when every name and value in it is
 * plain text: valid percent-encoding of UTF-8, within the length limit, and passing
 * the rule every body's text passes (contracts' textProblem: no NUL, no other control
 * character, no broken Unicode). The query parser itself keeps a wrongly encoded
 * value as it came (`%c0` stays "%c0"), and a NUL reached PostgreSQL, which cannot
 * store or compare it: so the raw string is checked here, once, for every route.
 */
export function queryStringProblem(query: string): string | undefined {
  if (query === '') return undefined;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const name = decodeQueryPart(rawName);
    if (name === undefined) return 'The query string is wrongly percent-encoded: a parameter name is not valid UTF-8';
    // A name that is itself odd is not repeated in the message.
    const label = name.length > 40 || textProblem(name, 'name') ? 'A query parameter' : `The query parameter "${name}"`;
    const value = equals === -1 ? '' : decodeQueryPart(pair.slice(equals + 1));
    if (value === undefined) return `${label} is wrongly percent-encoded (not valid UTF-8)`;
    for (const [text, what] of [
      [name, 'name'],
      [value, 'value'],
    ] as const) {
      if ([...text].length > maxQueryValueLength) return `${label} is too long: a ${what} may have at most ${maxQueryValueLength} characters`;
      const problem = textProblem(text, `${label} ${what}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The query part of a request target (after the first '?', before any '#'), or ''. */
export function queryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1).split('#', 1)[0]!;
}

export function refusalOfQueryString(url: string): HttpError | undefined {
  const problem = queryStringProblem(queryOf(url));
  return problem ? badRequest(problem) : undefined;
}
