import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.js';

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the admin panel and names the sitemap', () => {
    const text = robotsTxt('https://www.example.ca/sitemap.xml');
    expect(text.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', '', 'Sitemap: https://www.example.ca/sitemap.xml', '']);
  });
});
