import type { DeliveryCheckOutcome, PublicCity, SchemaSettings } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { schemaSettings } from '../../../seo/test-fixtures';
import { testCity, testSite } from '../../../testing/fixtures';
import { renderRouted } from '../../../testing/render-routed';
import { DeliveryCheckPage } from '../../delivery/DeliveryCheckPage';
import { DeliveryPage } from '../../delivery/DeliveryPage';
import { testPageData } from '../generated/test-page-data';
import { cityLayouts, htmlText, labelledSection } from './test-layouts';

// The local facts, the nearby service areas and the delivery check, as the server renders them (docs/behaviour/public-site.md, "Local facts").

const text = htmlText;
const section = labelledSection;

describe.each(cityLayouts)('the %s layout', (_, page) => {
  it("shows '{City} at a glance' with the city's own facts", async () => {
    const glance = text(section(await renderRouted(page(testPageData())), 'city-glance-title'));
    expect(glance).toMatch(/^.*Barrie at a glance/);
    expect(glance).toContain('Nearest yard Barrie Yard (Barrie), 1.4 km away');
    expect(glance).toContain('Yard hours Mon-Fri 7-5');
    expect(glance).toContain('Delivery days Monday-Friday; same-day delivery for orders before 12 PM');
    expect(glance).toMatch(/Products delivered here \d+ products? from 2 suppliers/);
    expect(glance).toMatch(/Local contractors \d+ landscaping, \d+ hardscaping, \d+ excavation/);
    expect(glance).toMatch(/Weather today 24°C, /);
  });

  it("states the same-day cut-off staff set on the Schema tab, as people read it", async () => {
    const schema = schemaSettings();
    schema.businessDetails.sameDayCutoff = '13:30';
    const glance = text(section(await renderRouted(page(testPageData({ schema }))), 'city-glance-title'));
    expect(glance).toContain('Delivery days Monday-Friday 7 AM-5 PM; same-day delivery for orders before 1:30 PM');
    expect(glance).not.toContain('12 PM');
  });

  it("links to the nearest cities and back to every delivery area under 'Nearby service areas'", async () => {
    const nearby = section(await renderRouted(page(testPageData())), 'city-nearby-title', '</nav>');
    expect(text(nearby)).toContain('Nearby service areas Innisfil 11.7 km Orillia 34.6 km All delivery areas');
    expect([...nearby.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/innisfil', '/orillia', '/delivery']);
  });

  it('offers the delivery check as a GET form to a page that answers', async () => {
    const html = await renderRouted(page(testPageData()));
    const check = html.slice(html.indexOf('id="delivery-check"'), html.indexOf('</section>', html.indexOf('id="delivery-check"')));
    expect(check).toMatch(/<form [^>]*action="\/delivery\/check" method="get"/);
    expect(check).toMatch(/<input [^>]*required=""[^>]*name="address"/);
    expect(text(check)).toContain('Do we deliver to you? Postal code or address Check delivery');
  });

  it('offers the served cities instead when no key is configured, and never a dead address link', async () => {
    const data = testPageData();
    const html = await renderRouted(page({ ...data, coverage: { ...data.coverage!, address_check: false } }));
    expect(html).not.toContain('<form class="delivery-check__form"');
    expect(text(html)).toContain('Addresses cannot be checked online yet: find your community in the list of the places we deliver to. See every community we deliver to');
  });

  it('leaves out the facts of a part that could not be had, and keeps the form', async () => {
    const html = await renderRouted(page(testPageData({ coverage: null, degraded: ['coverage', 'nearby'], nearby: [] })));
    const glance = text(section(html, 'city-glance-title'));
    expect(glance).not.toContain('Nearest yard');
    expect(html).toContain('action="/delivery/check"');
    expect(text(section(html, 'city-nearby-title', '</nav>'))).toBe('Nearby service areas All delivery areas');
  });
});

describe('the delivery page', () => {
  const cities: PublicCity[] = [testCity()];
  it("points 'Enter your address' at its own delivery check", async () => {
    const html = await renderRouted(<DeliveryPage cities={cities} site={testSite} schema={schemaSettings()} />, '/delivery');
    expect(html).toContain('<a href="#delivery-check">Enter your address</a>');
    expect(html).toContain('id="delivery-check"');
    expect(html).toContain('action="/delivery/check"');
  });

  it("states the Schema tab's same-day cut-off under 'Delivery Service Excellence', 12 PM without the settings", async () => {
    const facts = async (schema: SchemaSettings | null) =>
      text(section(await renderRouted(<DeliveryPage cities={cities} site={testSite} schema={schema} />, '/delivery'), 'delivery-excellence'));
    const schema = schemaSettings();
    schema.businessDetails.sameDayCutoff = '13:30';
    expect(await facts(schema)).toContain('Same-day delivery For orders before 1:30 PM');
    expect(await facts(null)).toContain('Same-day delivery For orders before 12 PM');
  });
});

describe('the delivery check page (the form sent without JavaScript)', () => {
  const yard = { location_name: 'Barrie Yard', supplier_name: 'North Aggregates', city: 'Barrie', distance_km: 1.4, hours: null };
  const answer = (fields: object): DeliveryCheckOutcome => ({
    ok: true,
    answer: { configured: true, address: 'L4M 1A1', place: { formatted_address: 'Barrie, ON L4M 1A1, Canada', latitude: 44.39, longitude: -79.69 }, delivered: true, yards: [yard], ...fields },
  });
  const page = async (outcome: DeliveryCheckOutcome) => text(await renderRouted(<DeliveryCheckPage site={testSite} address="L4M 1A1" outcome={outcome} />, '/delivery/check'));

  it('names the yard that delivers there, and keeps the address in the form', async () => {
    const html = await renderRouted(<DeliveryCheckPage site={testSite} address="L4M 1A1" outcome={answer({})} />, '/delivery/check');
    expect(text(html)).toContain('Yes, we deliver to Barrie, ON L4M 1A1, Canada. Delivered from: Barrie Yard (Barrie), 1.4 km away');
    expect(html).toMatch(/<input[^>]*value="L4M 1A1"/);
  });

  it('says when an address is outside the areas, not found, or could not be checked', async () => {
    expect(await page(answer({ delivered: false, yards: [] }))).toContain('Barrie, ON L4M 1A1, Canada is outside our delivery areas for now.');
    expect(await page(answer({ place: null, delivered: false, yards: [] }))).toContain('We could not find "L4M 1A1" in Canada.');
    expect(await page({ ok: false, status: 429, message: 'Too many addresses are being checked right now' })).toContain(
      'Too many addresses are being checked right now See every community we deliver to',
    );
  });
});
