import type { FastifyInstance } from 'fastify';
import { contractorColumns } from '@local-seo/contractors';
import { contractorsRoutes, routePath } from '@local-seo/contracts';
import { csvTemplate, csvUploadBody, type Logger } from '@local-seo/service-kit';
import { demoCities } from './cities.js';

/**
 * Demo contractors for every demo city: authentic ones and brand customers,
 * our own (made-up) directory data, so the pages show contractors without a
 * Google Places key. Phone numbers are in the 555-01xx range kept for fiction;
 * web and mail addresses are under example.com.
 */

const areaCodes: Record<string, string> = {
  toronto: '416', ottawa: '613', london: '519', guelph: '519', kitchener: '519', puslinch: '519', fergus: '519', erin: '519',
  barrie: '705', gravenhurst: '705', muskoka: '705', 'parry-sound': '705', huntsville: '705', haliburton: '705', creemore: '705',
  elmvale: '705', collingwood: '705', bracebridge: '705',
};

const firms = {
  landscaping: ['{city} Landscape Group', 'Greenline Landscaping', 'Cedar & Fern Gardens', 'Northshore Lawn and Garden', 'Maple Ridge Landscapes'],
  hardscaping: ['{city} Stoneworks', 'Flagstone & Paver Co.', 'Granite Ridge Hardscapes', 'Interlock Masters'],
  excavation: ['{city} Excavating', 'Bedrock Earthworks', 'Trenchline Excavation', 'Ironwood Grading'],
} as const;

const streets = ['Main St', 'King St', 'Queen St', 'Mill Rd', 'Station Rd', 'Concession Rd 4', 'Industrial Pkwy', 'Bayview Dr'];

type Industry = keyof typeof firms;
interface DemoContractor {
  city: string;
  industry: Industry;
  brandCustomer: boolean;
}

/** Four per city: two landscapers, a hardscaper and an excavator; at least one brand customer in each. */
function demoContractors(): DemoContractor[] {
  return demoCities.flatMap((city, i) => [
    { city: city.url_slug, industry: 'landscaping' as const, brandCustomer: true },
    { city: city.url_slug, industry: 'landscaping' as const, brandCustomer: false },
    { city: city.url_slug, industry: 'hardscaping' as const, brandCustomer: false },
    { city: city.url_slug, industry: 'excavation' as const, brandCustomer: i % 2 === 0 },
  ]);
}

/** The demo directory as the contractors import reads it (the documented columns). */
function demoContractorsCsv(): string {
  const cityName = new Map(demoCities.map((c) => [c.url_slug, c.city_name]));
  const seen = new Map<string, number>();
  const rows = demoContractors().map((contractor, n) => {
    const city = cityName.get(contractor.city)!;
    const names = firms[contractor.industry];
    const key = `${contractor.city}|${contractor.industry}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    // The two landscapers of a city take different names (the index shifts the pick by three).
    const name = names[(n + index * 2) % names.length]!.replace('{city}', city);
    const domain = `${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example.com`;
    return {
      City: contractor.city,
      Name: name,
      Industry: contractor.industry,
      Address: `${10 + ((n * 37) % 890)} ${streets[n % streets.length]}, ${city}, ON`,
      Phone: `(${areaCodes[contractor.city] ?? '905'}) 555-01${String(n % 100).padStart(2, '0')}`,
      Website: `https://${domain}`,
      Email: `office@${domain}`,
      'Contact Person': ['Dana Whitfield', 'Sam Okafor', 'Priya Raman', 'Marc Tremblay', 'Jen McAllister'][n % 5]!,
      'Brand Account': contractor.brandCustomer ? 'checked' : '',
      'Landscape Ontario Member': contractor.industry === 'excavation' ? '' : 'checked',
      'Snow Removal Contractor': n % 3 === 0 ? 'checked' : '',
      Rating: (3.9 + ((n * 7) % 11) / 10).toFixed(1),
      'Total Ratings': String(8 + ((n * 13) % 113)),
      Verified: contractor.brandCustomer ? 'true' : 'false',
      Active: 'true',
    };
  });
  return csvTemplate(contractorColumns, rows);
}

/**
 * Loads the demo directory through the contractors service's own import, so
 * the same validation runs. Only when it holds no authentic contractor yet: a
 * second start keeps what is there.
 */
export async function seedDemoContractors(contractors: FastifyInstance, logger: Logger): Promise<number> {
  const stats = await contractors.inject({ method: 'GET', url: routePath(contractorsRoutes.stats) });
  if (stats.statusCode !== 200) throw new Error(`Could not count contractors: ${stats.body}`);
  if ((stats.json() as { authenticContractors: number }).authenticContractors > 0) return 0;

  const upload = await csvUploadBody(demoContractorsCsv(), 'demo-contractors.csv');
  const response = await contractors.inject({ method: 'POST', url: routePath(contractorsRoutes.importCsv), ...upload });
  if (response.statusCode !== 200) throw new Error(`Demo contractors were refused: ${response.body}`);
  const { created } = response.json() as { created: number };
  logger.info({ count: created }, 'demo contractors loaded');
  return created;
}
