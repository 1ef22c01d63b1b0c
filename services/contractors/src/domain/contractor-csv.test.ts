import { HttpError, importCsv, type CsvRow } from '@local-seo/service-kit';
import { rejectionOf } from '@local-seo/testing/rejection';
import { describe, expect, it } from 'vitest';
import { cityFinder, contractorCsvSpec, type ContractorRow } from './contractor-csv.js';

const cities = [
  { id: 1, url_slug: 'barrie', city_name: 'Barrie' },
  { id: 2, url_slug: 'guelph', city_name: 'Guelph' },
  { id: 3, url_slug: 'richmond-on', city_name: 'Richmond' },
  { id: 4, url_slug: 'richmond-hill-north', city_name: 'Richmond' },
];
const spec = contractorCsvSpec(cityFinder(cities));

async function rows(csv: string): Promise<ContractorRow[]> {
  const written: CsvRow<ContractorRow>[] = [];
  await importCsv(csv, spec, { skipInvalid: false, writeBatch: async (batch) => void written.push(...batch) });
  return written.map((r) => r.value);
}

const refusal = (csv: string) => rejectionOf(rows(csv), HttpError);

describe('the contractors CSV', () => {
  it('reads every documented column, by slug or city name, with the usual spellings of yes and no', async () => {
    const [row] = await rows(
      'City,Name,Industry,Address,Phone,Website,Email,LinkedIn,Contact Person,Notes,Brand Account,Landscape Ontario Member,Email Tracking,Good Email,Competition,Snow Removal Contractor,Rating,Total Ratings,Google Place ID,Verified,Active\n' +
        'Barrie,"Kempenfelt  Landscape, Inc.",Landscaping,48 Bayfield St,(705) 555-0142,kempenfelt.example.ca,office@kempenfelt.example.ca,https://linkedin.com/company/k,Dana,Prefers mornings,Yes,x,sent 2026-03,no,,1,4.75,38,ChIJabc,yes,\n',
    );
    expect(row).toEqual({
      cityId: 1,
      name: 'Kempenfelt  Landscape, Inc.',
      nameKey: 'kempenfelt landscape, inc.',
      industrySector: 'landscaping',
      address: '48 Bayfield St',
      phone: '(705) 555-0142',
      website: 'https://kempenfelt.example.ca',
      email: 'office@kempenfelt.example.ca',
      linkedin: 'https://linkedin.com/company/k',
      contactPerson: 'Dana',
      notes: 'Prefers mornings',
      brandAccount: 'checked',
      landscapeOntarioMember: 'checked',
      emailTracking: 'sent 2026-03',
      goodEmail: null,
      competition: null,
      snowRemovalContractor: 'checked',
      rating: 4.75,
      totalRatings: 38,
      googlePlacesId: 'ChIJabc',
      verified: true,
      active: true,
    });
  });

  it('needs only city, name and industry, and accepts snake_case headers', async () => {
    const [row] = await rows('url_slug,contractor_name,industry_sector\nguelph,Royal City Excavating,excavation\n');
    expect(row).toMatchObject({ cityId: 2, name: 'Royal City Excavating', industrySector: 'excavation', verified: false, active: true, email: null });
  });

  it('lists every bad row with its line, column and reason', async () => {
    const error = await refusal(
      'City,Name,Industry,Email,Rating,Total Ratings,Verified,Website\n' +
        'atlantis,A,landscaping,,,,,\n' +
        'Richmond,B,landscaping,,,,,\n' +
        'barrie,,paving,not-an-email,6,2.5,maybe,not a url\n',
    );
    expect(error.statusCode).toBe(422);
    expect(error.details).toEqual([
      { line: 2, field: 'City', message: 'City "atlantis" is not known: use a city\'s URL slug or name' },
      { line: 3, field: 'City', message: 'City name "Richmond" matches several cities: use its URL slug' },
      { line: 4, field: 'Name', message: 'Contractor name is required' },
      { line: 4, field: 'Industry', message: 'Industry must be landscaping, hardscaping or excavation' },
      { line: 4, field: 'Website', message: 'Website must be a valid URL (for example https://www.example.com/page)' },
      { line: 4, field: 'Email', message: 'Email must be a valid e-mail address' },
      { line: 4, field: 'Rating', message: 'Rating must be a number from 0 to 5' },
      { line: 4, field: 'Total Ratings', message: 'Total ratings must be a whole number, 0 or more' },
      { line: 4, field: 'Verified', message: 'Verified must be true or false' },
    ]);
  });

  it('refuses a website that is not a web address, as every stored link', async () => {
    const error = await refusal(
      'City,Name,Industry,Website\n' +
        'barrie,A,landscaping,javascript:alert(1)\n' +
        'barrie,B,landscaping,https:alert(1)\n' +
        'barrie,C,landscaping,https://shop.example@evil.example/\n' +
        'barrie,D,landscaping,"data:text/html,<script>alert(1)</script>"\n',
    );
    expect(error.details?.map((issue) => [issue.line, issue.field])).toEqual([
      [2, 'Website'],
      [3, 'Website'],
      [4, 'Website'],
      [5, 'Website'],
    ]);
    expect(error.details?.[2]?.message).toBe('Website may not contain a user name or password before the host');
  });

  it('refuses a file without the industry column, naming it', async () => {
    const error = await refusal('City,Name\nbarrie,A\n');
    expect(error.message).toMatch(/^The file has no "Industry" column/);
  });
});
