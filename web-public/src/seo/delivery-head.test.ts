import { describe, expect, it } from 'vitest';
import { deliveryPageHead } from './delivery-head';
import { pageData, schemaSettings, site } from './test-fixtures';

const cities = [pageData().city, pageData({ city: { city_name: 'Guelph', url_slug: 'guelph' } }).city];

describe("the delivery page's head", () => {
  it('has its own title, description and canonical link', () => {
    const head = deliveryPageHead(site, schemaSettings(), cities);
    expect(head.title).toBe('Delivery Service Areas in Ontario | Northway Landscape Supply');
    expect(head.description).toContain('same-day delivery for orders before 12 PM');
    const later = schemaSettings();
    later.businessDetails.sameDayCutoff = '13:30';
    expect(deliveryPageHead(site, later, cities).description).toMatch(/same-day delivery for orders before 1:30 PM\.$/);
    // Without the settings (the seo service could not answer): the default cut-off.
    expect(deliveryPageHead(site, null, cities).description).toMatch(/same-day delivery for orders before 12 PM\.$/);
    expect(head.canonical).toBe('https://supplies.example.ca/delivery');
  });

  it('names the business, its delivery to every listed city and the trail Home > Delivery > Service Areas', () => {
    const [business, service, breadcrumbs] = deliveryPageHead(site, schemaSettings(), cities).jsonLd;
    expect(business).toMatchObject({ '@type': ['LocalBusiness', 'Store'], '@id': 'https://supplies.example.ca/#business' });
    expect(business).not.toHaveProperty('areaServed');
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@id': 'https://supplies.example.ca/#business' },
      areaServed: [{ '@type': 'City', name: 'Barrie', geo: { latitude: 44.3894 } }, { name: 'Guelph' }],
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: site.mainSiteUrl },
        { name: 'Delivery', item: site.deliveryInfoUrl },
        { name: 'Service Areas', item: 'https://supplies.example.ca/delivery' },
      ],
    });
  });

  it('leaves the business node out when the delivery page type is disabled, and keeps the breadcrumbs without settings', () => {
    const settings = schemaSettings();
    settings.pageTypes.deliveryPage.enabled = false;
    expect(deliveryPageHead(site, settings, cities).jsonLd.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    expect(deliveryPageHead(site, null, cities).jsonLd.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });
});
