import { isIP } from 'node:net';
import { staffEmailPattern } from '@local-seo/contracts';
import { loadConfig, serviceEnvSchema } from '@local-seo/service-kit';
import { z } from 'zod';

/** Where a service answers; the default is its port on this machine. */
const upstreamUrl = (name: string, port: number) =>
  z.url(`must be a URL such as http://${name}:${port}`).default(`http://127.0.0.1:${port}`);

/** An address or a CIDR block, IPv4 or IPv6 (10.0.0.0/8, ::1). */
const isAddressOrBlock = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For hops to believe (the login limit keys on the address):
 * `false` (none), a hop count (`1`: the ingress or load balancer in front), or the
 * proxies' addresses and CIDR blocks. Never "all": a client could then name any address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrBlock)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'may not be "true" (it would believe any X-Forwarded-For): set the number of proxies in front (1) or their addresses/CIDRs'
          : 'must be false, a number of proxies in front (1), or a comma-separated list of addresses or CIDR blocks',
    });
    return z.NEVER;
  });

/** Its DATABASE_URL holds the staff accounts (database `staff`). */
export const gatewayConfigSchema = serviceEnvSchema(8080)
  .extend({
    CITIES_URL: upstreamUrl('cities', 3001),
    CATALOG_URL: upstreamUrl('catalog', 3002),
    CONTRACTORS_URL: upstreamUrl('contractors', 3003),
    WEATHER_URL: upstreamUrl('weather', 3004),
    SEO_URL: upstreamUrl('seo', 3005),
    SITEMAP_URL: upstreamUrl('sitemap', 3006),
    AUDIT_URL: upstreamUrl('audit', 3007),
    /**
     * The first owner's e-mail, made an account at start when no owner exists. Unset: an
     * e-mail no one can guess is made (owner-<random>@localhost) and logged (docs/decisions.md, decision 14).
     */
    ADMIN_EMAIL: z
      .string()
      .trim()
      .regex(staffEmailPattern, 'must be an e-mail address such as admin@example.com')
      .transform((email) => email.toLowerCase())
      .optional(),
    /** The first owner's password in plain text (hashed with argon2id at start)... */
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** ...or its argon2id hash, which is preferred outside the all-in-one demo. */
    ADMIN_PASSWORD_HASH: z.string().startsWith('$argon2id$', 'must be an argon2id hash ($argon2id$...)').optional(),
    SESSION_TTL_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(8 * 60),
    /** auto: Secure cookies when the request came over TLS (directly or per X-Forwarded-Proto with TRUST_PROXY). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: trustProxy.default(false),
    /** Failed logins per address of browsers unknown to the account, and per known browser (device cookie), in a window. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Failed logins on one account (e-mail) in a window, from any address, of browsers unknown to it (docs/decisions.md, decision 14). */
    LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed logins across every address in a window, against guessing spread over many addresses; known browsers are never held by it. */
    LOGIN_MAX_FAILURES_SITE: z.coerce.number().int().min(1).default(100),
    /** The sliding window of the login limits: a failure counts for this long after it. */
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** How long each part of a city page's data may take before the page shows it as unavailable. */
    PAGE_DATA_TIMEOUT_MS: z.coerce.number().int().min(50).default(1500),
    /** How long the city itself may take (and the list of active cities): without it a page is a 503, so it is waited for longer. */
    PAGE_DATA_CITY_TIMEOUT_MS: z.coerce.number().int().min(50).default(6000),
    /** How long composed page data and the active cities are served from memory (events drop them sooner). */
    PAGE_DATA_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5 * 60_000),
    /** How long page data with a degraded part is served, so a recovered service shows soon. */
    PAGE_DATA_DEGRADED_TTL_MS: z.coerce.number().int().min(0).default(15_000),
    /** At most this many cities' page data in memory (the least recently used go first). */
    PAGE_DATA_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(1000),
    /** Without an ingress: the standalone public site, to which every non-API page path is proxied. */
    WEB_PUBLIC_URL: z.url('must be a URL such as http://web-public:3000').optional(),
    /** Without an ingress: the standalone admin app, to which /admin and /admin/* are proxied. */
    WEB_ADMIN_URL: z.url('must be a URL such as http://web-admin:3010').optional(),
  })
  .refine((env) => env.ADMIN_PASSWORD !== undefined || env.ADMIN_PASSWORD_HASH !== undefined, {
    path: ['ADMIN_PASSWORD_HASH'],
    message: 'set ADMIN_PASSWORD_HASH (an argon2id hash) or ADMIN_PASSWORD',
  });
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(gatewayConfigSchema, env);
