import { z } from 'zod';
import { storableText } from './text.js';

/** A host as a browser would reach it: a DNS name (IDNs already in their xn-- form) or an IP address. */
const reachableHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i;

/**
 * Why a URL cannot be stored as a link, or undefined. A stored link is written into the
 * public pages (an `href`, `<link rel=canonical>`, `og:url`, the JSON-LD `url`), so only a
 * web address is taken: `http://` or `https://` spelt out (no `javascript:`, `data:` or a
 * scheme-relative trick like `https:alert(1)`, which the URL class reads as a host),
 * a real host name, and no user name or password before it (`https://shop.example@evil.example`).
 */
export function linkUrlProblem(value: string, label: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return `${label} must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label} must be a valid URL (for example https://www.example.com/page)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${label} must be a valid URL starting with http:// or https://`;
  if (url.username !== '' || url.password !== '') return `${label} may not contain a user name or password before the host`;
  if (!reachableHost.test(url.hostname)) return `${label} must be a valid URL with a real host name after http(s):// (for example www.example.com)`;
  return undefined;
}

/**
 * The one schema of a URL stored for a link (a city's canonical URL, a product's URL): trimmed
 * text of at most `max` characters, storable, and a web address by linkUrlProblem.
 */
export const linkUrl = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(storableText(label))
    .superRefine((value, ctx) => {
      const problem = linkUrlProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    // Still a URI in the JSON Schema of the contract (the API reference, the fuzz's cases).
    .meta({ format: 'uri' });
