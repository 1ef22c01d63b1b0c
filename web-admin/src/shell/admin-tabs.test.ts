import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminTabs, tabOfPath, tabsFor } from './admin-tabs';

describe('admin tabs', () => {
  it('lists the spec tabs in order, without Suppliers', () => {
    expect(adminTabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Cities',
      'Products',
      'Categories',
      'Data Import',
      'Contractors',
      'Supplier Locations',
      'Delivery',
      'Weather',
      'SEO Analytics',
      'Sitemap',
      'Schema',
      'Templates',
      'Audit',
      'Trash',
      'Staff',
    ]);
  });

  it('shows the Staff tab to an owner alone', () => {
    expect(tabsFor('owner').map((tab) => tab.label)).toContain('Staff');
    for (const role of ['editor', 'viewer', undefined] as const) {
      const labels = tabsFor(role).map((tab) => tab.label);
      expect(labels).not.toContain('Staff');
      expect(labels).toHaveLength(adminTabs.length - 1);
    }
  });

  it('finds the tab of a path and of a path below it', () => {
    expect(tabOfPath('/cities')?.label).toBe('Cities');
    expect(tabOfPath('/seo/keywords')?.label).toBe('SEO Analytics');
    expect(tabOfPath('/')).toBeUndefined();
  });

  it('has a route file for every tab', () => {
    const routeFiles = readdirSync(new URL('../routes/', import.meta.url));
    for (const tab of adminTabs) expect(routeFiles, tab.label).toContain(`${tab.path.slice(1)}.tsx`);
  });
});
