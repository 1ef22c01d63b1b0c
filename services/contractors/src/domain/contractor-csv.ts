import { industries, linkUrlProblem, type Industry } from '@local-seo/contracts';
import type { CsvColumn, CsvSpec } from '@local-seo/service-kit';
import { z } from 'zod';

/** The documented columns of `POST /api/import/contractors` (authentic contractors, our own data). */
export const contractorColumns = [
  { name: 'City', required: true, aliases: ['City Slug', 'url_slug', 'city_slug', 'City Name', 'city_name'] },
  { name: 'Name', required: true, aliases: ['Contractor', 'Company', 'Business Name', 'contractor_name'] },
  { name: 'Industry', required: true, aliases: ['Industry Sector', 'industry_sector'] },
  { name: 'Address' },
  { name: 'Phone', aliases: ['Phone Number', 'phone_number'] },
  { name: 'Website', aliases: ['URL', 'Web Site'] },
  { name: 'Email', aliases: ['E-mail'] },
  { name: 'LinkedIn' },
  { name: 'Contact Person', aliases: ['contact_person', 'Contact'] },
  { name: 'Notes' },
  { name: 'Brand Account', aliases: ['brand_account', 'Customer'] },
  { name: 'Landscape Ontario Member', aliases: ['landscape_ontario_member'] },
  { name: 'Email Tracking', aliases: ['email_tracking'] },
  { name: 'Good Email', aliases: ['good_email'] },
  { name: 'Competition' },
  { name: 'Snow Removal Contractor', aliases: ['snow_removal_contractor', 'Snow Removal'] },
  { name: 'Rating' },
  { name: 'Total Ratings', aliases: ['total_ratings', 'Review Count'] },
  { name: 'Google Place ID', aliases: ['google_places_id', 'Place ID'] },
  { name: 'Verified' },
  { name: 'Active' },
] as const satisfies readonly CsvColumn[];

/** Example rows for the template download. */
export const contractorSampleRows: Record<string, string>[] = [
  {
    City: 'barrie',
    Name: 'Kempenfelt Landscape Group',
    Industry: 'landscaping',
    Address: '48 Bayfield St, Barrie, ON L4M 3A7',
    Phone: '(705) 555-0142',
    Website: 'https://kempenfelt-landscape.example.ca',
    Email: 'office@kempenfelt-landscape.example.ca',
    'Contact Person': 'Dana Whitfield',
    'Brand Account': 'checked',
    'Landscape Ontario Member': 'checked',
    Rating: '4.7',
    'Total Ratings': '38',
    Verified: 'true',
    Active: 'true',
  },
  { City: 'guelph', Name: 'Royal City Excavating', Industry: 'excavation', Phone: '(519) 555-0190', 'Snow Removal Contractor': 'checked' },
];

/** What the import writes for one row (Prisma field names; the city resolved to its id). */
export interface ContractorRow {
  cityId: number;
  name: string;
  nameKey: string;
  industrySector: Industry;
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  linkedin: string | null;
  contactPerson: string | null;
  notes: string | null;
  brandAccount: string | null;
  landscapeOntarioMember: string | null;
  emailTracking: string | null;
  goodEmail: string | null;
  competition: string | null;
  snowRemovalContractor: string | null;
  rating: number | null;
  totalRatings: number | null;
  googlePlacesId: string | null;
  verified: boolean;
  active: boolean;
}

/** The name folded for matching: a re-import of "ACME  Stone" finds "Acme Stone". */
const nameKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A city named in a row: its id, or why it cannot be told. */
type CityMatch = { id: number } | { error: string };

const text = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`).transform((v) => (v === '' ? null : v));

/** 'checked' marks a yes in the flag columns (docs/behaviour/services.md#contractors); the usual spellings of yes mean the same. */
const flag = (label: string) =>
  text(50, label).transform((v) => (v !== null && /^(checked|yes|y|true|x|1)$/i.test(v) ? 'checked' : v !== null && /^(no|n|false|0)$/i.test(v) ? null : v));

const yesNo = (label: string, fallback: boolean) =>
  z.string().transform((v, ctx) => {
    if (v === '') return fallback;
    if (/^(true|yes|y|1|checked)$/i.test(v)) return true;
    if (/^(false|no|n|0)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: `${label} must be true or false` });
    return z.NEVER;
  });

const optionalNumber = (message: string, check: (n: number) => boolean) =>
  z.string().transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n) || !check(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** The CSV spec, with cities resolved by `findCity` (a slug or a name). */
export function contractorCsvSpec(findCity: (value: string) => CityMatch): CsvSpec<ContractorRow> {
  const row = z
    .object({
      City: z.string().min(1, 'City is required').transform((value, ctx) => {
        const match = findCity(value);
        if ('error' in match) {
          ctx.addIssue({ code: 'custom', message: match.error });
          return z.NEVER;
        }
        return match.id;
      }),
      Name: z.string().min(1, 'Contractor name is required').max(255, 'Contractor name must be at most 255 characters'),
      Industry: z.string().transform((value, ctx) => {
        const industry = industries.find((i) => i === value.toLowerCase());
        if (!industry) {
          ctx.addIssue({ code: 'custom', message: value === '' ? 'Industry is required' : 'Industry must be landscaping, hardscaping or excavation' });
          return z.NEVER;
        }
        return industry;
      }),
      Address: text(1000, 'Address'),
      Phone: text(50, 'Phone'),
      // A bare host (www.example.com) is taken as https://; then the rule of every stored link (contracts' linkUrlProblem).
      Website: z.string().transform((value, ctx) => {
        if (value === '') return null;
        const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
        const problem = withScheme.length > 500 ? 'Website must be at most 500 characters' : linkUrlProblem(withScheme, 'Website');
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return withScheme;
      }),
      Email: z.union([z.literal('').transform(() => null), z.email('Email must be a valid e-mail address').max(255, 'Email must be at most 255 characters')]),
      LinkedIn: text(500, 'LinkedIn'),
      'Contact Person': text(255, 'Contact person'),
      Notes: text(5000, 'Notes'),
      'Brand Account': flag('Brand account'),
      'Landscape Ontario Member': flag('Landscape Ontario member'),
      'Email Tracking': text(255, 'Email tracking'),
      'Good Email': flag('Good email'),
      Competition: flag('Competition'),
      'Snow Removal Contractor': flag('Snow removal contractor'),
      Rating: optionalNumber('Rating must be a number from 0 to 5', (n) => n >= 0 && n <= 5),
      'Total Ratings': optionalNumber('Total ratings must be a whole number, 0 or more', (n) => Number.isInteger(n) && n >= 0),
      'Google Place ID': text(255, 'Google Place ID'),
      Verified: yesNo('Verified', false),
      Active: yesNo('Active', true),
    })
    .transform(
      (r): ContractorRow => ({
        cityId: r.City,
        name: r.Name,
        nameKey: nameKeyOf(r.Name),
        industrySector: r.Industry,
        address: r.Address,
        phone: r.Phone,
        website: r.Website,
        email: r.Email,
        linkedin: r.LinkedIn,
        contactPerson: r['Contact Person'],
        notes: r.Notes,
        brandAccount: r['Brand Account'],
        landscapeOntarioMember: r['Landscape Ontario Member'],
        emailTracking: r['Email Tracking'],
        goodEmail: r['Good Email'],
        competition: r.Competition,
        snowRemovalContractor: r['Snow Removal Contractor'],
        rating: r.Rating === null ? null : Math.round(r.Rating * 100) / 100,
        totalRatings: r['Total Ratings'],
        googlePlacesId: r['Google Place ID'],
        verified: r.Verified,
        active: r.Active,
      }),
    );
  return { columns: contractorColumns, row };
}

/** What a row's city is matched by. */
export interface KnownCity {
  id: number;
  url_slug: string;
  city_name: string;
}

/** Resolves a row's city by URL slug, else by name (which must name one city only). */
export function cityFinder(cities: ReadonlyArray<KnownCity>): (value: string) => CityMatch {
  const bySlug = new Map(cities.map((c) => [c.url_slug, c.id]));
  const byName = new Map<string, number[]>();
  for (const city of cities) {
    const key = nameKeyOf(city.city_name);
    byName.set(key, [...(byName.get(key) ?? []), city.id]);
  }
  return (value) => {
    const slugId = bySlug.get(value.toLowerCase());
    if (slugId !== undefined) return { id: slugId };
    const named = byName.get(nameKeyOf(value)) ?? [];
    if (named.length === 1) return { id: named[0]! };
    if (named.length > 1) return { error: `City name "${value}" matches several cities: use its URL slug` };
    return { error: `City "${value}" is not known: use a city's URL slug or name` };
  };
}
