import { describe, expect, it } from 'vitest';
import { absolutePageUrl, findPage, sitePages } from './pages.js';

const city = (id: number, city_name: string, url_slug: string, page_active = true) => ({ id, city_name, url_slug, page_active });

describe('the pages of the site', () => {
  it('are home, delivery, then the city pages by name, with id, name, type, url and active', () => {
    const pages = sitePages([city(7, 'Guelph', 'guelph'), city(3, 'Barrie', 'barrie', false)]);
    expect(pages).toEqual([
      { id: 'home', name: 'Home', type: 'home', url: '/', active: true },
      { id: 'delivery', name: 'Delivery Service Areas', type: 'delivery', url: '/delivery', active: true },
      { id: '3', name: 'Barrie', type: 'city', url: '/barrie', active: false },
      { id: '7', name: 'Guelph', type: 'city', url: '/guelph', active: true },
    ]);
    expect(findPage(pages, 'city', '7')?.url).toBe('/guelph');
    expect(findPage(pages, 'home', '7')).toBeUndefined();
  });

  it('resolve to absolute addresses on the public site, keeping a base path', () => {
    expect(absolutePageUrl('https://www.example.com', '/barrie')).toBe('https://www.example.com/barrie');
    expect(absolutePageUrl('https://www.example.com/', '/')).toBe('https://www.example.com/');
    expect(absolutePageUrl('https://example.com/shop/', '/delivery')).toBe('https://example.com/shop/delivery');
  });
});
