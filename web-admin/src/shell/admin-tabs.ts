/**
 * The panel's tabs in their order (docs/behaviour/admin-back-office.md#the-panel), each a route at
 * /admin/<path>. The original's Suppliers component had no tab trigger, so it has none here.
 */
export const adminTabs = [
  { path: '/overview', label: 'Overview' },
  { path: '/cities', label: 'Cities' },
  { path: '/products', label: 'Products' },
  { path: '/categories', label: 'Categories' },
  { path: '/import', label: 'Data Import' },
  { path: '/contractors', label: 'Contractors' },
  { path: '/locations', label: 'Supplier Locations' },
  { path: '/delivery', label: 'Delivery' },
  { path: '/weather', label: 'Weather' },
  { path: '/seo', label: 'SEO Analytics' },
  { path: '/sitemap', label: 'Sitemap' },
  { path: '/schema', label: 'Schema' },
  { path: '/templates', label: 'Templates' },
] as const;

type AdminTab = (typeof adminTabs)[number];

/** The tab a path belongs to (/cities/12 belongs to Cities). */
export function tabOfPath(pathname: string): AdminTab | undefined {
  return adminTabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
}
