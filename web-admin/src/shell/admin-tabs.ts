import type { StaffRole } from '@local-seo/contracts';

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
  // Who changed what: every role reads it (GET /api/admin/audit is a viewer's).
  { path: '/audit', label: 'Audit' },
  // What was deleted these 30 days: every role sees it, an editor or owner restores (docs/decisions.md, decision 11).
  { path: '/trash', label: 'Trash' },
  // The staff accounts: an owner's alone (the server answers 403 to anyone else).
  { path: '/staff', label: 'Staff', ownerOnly: true },
] as const;

type AdminTab = (typeof adminTabs)[number];

/** The tabs a member of staff of this role sees. */
export function tabsFor(role: StaffRole | undefined): readonly AdminTab[] {
  return adminTabs.filter((tab) => !('ownerOnly' in tab) || role === 'owner');
}

/** The tab a path belongs to (/cities/12 belongs to Cities). */
export function tabOfPath(pathname: string): AdminTab | undefined {
  return adminTabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
}
