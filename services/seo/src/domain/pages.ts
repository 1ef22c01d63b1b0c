import type { PublicCity, SeoPage, SeoPageType } from '@local-seo/contracts';

/** The pages every site has besides its city pages. */
const fixedPages: readonly SeoPage[] = [
  { id: 'home', name: 'Home', type: 'home', url: '/', active: true },
  { id: 'delivery', name: 'Delivery Service Areas', type: 'delivery', url: '/delivery', active: true },
];

export const cityPagePath = (slug: string) => `/${slug}`;

/** Whether a path is one of the pages every site has (home, delivery). */
export const isFixedPagePath = (path: string) => fixedPages.some((page) => page.url === path);

type CityForPage = Pick<PublicCity, 'id' | 'city_name' | 'url_slug' | 'page_active'>;

/** The page of one city, named after it, at /{url_slug}. */
function cityPage(city: CityForPage): SeoPage {
  return { id: String(city.id), name: city.city_name, type: 'city', url: cityPagePath(city.url_slug), active: city.page_active };
}

/** The pages that exist: home, delivery, then the city pages by name. */
export function sitePages(cities: readonly CityForPage[]): SeoPage[] {
  const byName = [...cities].sort((a, b) => a.city_name.localeCompare(b.city_name, 'en'));
  return [...fixedPages, ...byName.map(cityPage)];
}

export function findPage(pages: readonly SeoPage[], type: SeoPageType, id: string): SeoPage | undefined {
  return pages.find((page) => page.type === type && page.id === id);
}

/** The absolute address of a page path on the public site (a base path, if any, is kept). */
export function absolutePageUrl(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
