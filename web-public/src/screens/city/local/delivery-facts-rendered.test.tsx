import { describe, expect, it } from 'vitest';
import { renderRouted } from '../../../testing/render-routed';
import { testPageData } from '../generated/test-page-data';
import { cityLayouts, htmlText, labelledSection } from './test-layouts';

// "Delivery in {City}", the city's delivery facts in sentences, as the server renders them in both layouts (docs/decisions.md, decision 15).

const deliverySection = (html: string) => labelledSection(html, 'city-delivery-title');

describe.each(cityLayouts)('the %s layout', (_, page) => {
  it("says under 'Delivery in {City}' which yard serves the city, what is and is not delivered, when, and the nearest communities", async () => {
    const html = await renderRouted(page(testPageData()));
    const section = deliverySection(html);
    expect(section).toContain('<h2 id="city-delivery-title">Delivery in Barrie</h2>');
    expect([...section.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => htmlText(match[1]!))).toEqual([
      'Deliveries to Barrie come from Barrie Yard in Barrie, run by North Aggregates, 1.4 km from the centre of Barrie. It is the nearest of 3 yards from 2 suppliers whose delivery radius reaches Barrie.',
      'We deliver 17 products to Barrie in 4 categories: Animal Bedding (1), Compost (14), Decorative Stone and Landscaping Products (1) and Mulch (1). Not delivered to Barrie at present: topsoil and soil mixes, aggregates and sand; ask us about them through the contact page.',
      'Deliveries to Barrie run Monday-Friday; orders placed before 12 PM can arrive the same day.',
      'The nearest other communities we deliver to are Innisfil (11.7 km) and Orillia (34.6 km).',
    ]);
    // Visible to visitors as to crawlers: in <main>, nothing hidden.
    expect(html.indexOf('city-delivery-title')).toBeGreaterThan(html.indexOf('<main'));
    expect(section).not.toMatch(/hidden|visually-hidden|display:\s*none/);
  });

  it('leaves out the yard and the nearby communities when the gateway could not have them', async () => {
    const html = await renderRouted(page(testPageData({ coverage: null, nearby: [], degraded: ['coverage', 'nearby'] })));
    const said = htmlText(deliverySection(html));
    expect(said).not.toContain('Barrie Yard');
    expect(said).not.toContain('nearest other');
    expect(said).not.toContain('only community');
    expect(said).toContain('Deliveries to Barrie run Monday-Friday');
  });
});
