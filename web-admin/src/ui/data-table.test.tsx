import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

const yardColumns: DataTableColumn<{ id: number; name: string }>[] = [{ id: 'name', header: 'Name', cell: (yard) => yard.name }];
const pathColumns: DataTableColumn<{ path: string }>[] = [{ id: 'path', header: 'Path', cell: (row) => row.path }];

// React warns, once per component, when rows of a list lack distinct keys.
const keyWarnings = () => {
  const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => warn.mock.calls.filter(([message]) => String(message).includes('unique "key" prop'));
};

afterEach(() => vi.restoreAllMocks());

describe('a DataTable row key', () => {
  it('is the row id when the table names none', () => {
    const warnings = keyWarnings();
    const html = renderToStaticMarkup(<DataTable rows={[{ id: 1, name: 'Barrie Yard' }, { id: 2, name: 'Guelph Pit' }]} columns={yardColumns} label="Yards" />);
    expect(html).toContain('Barrie Yard');
    expect(html).toContain('Guelph Pit');
    expect(warnings()).toEqual([]);
  });

  it('is what the table names for rows without an id, which must name one', () => {
    const warnings = keyWarnings();
    const rows = [{ path: '/sitemap.xml' }, { path: '/sitemap-1.xml' }];
    expect(renderToStaticMarkup(<DataTable rows={rows} columns={pathColumns} rowKey={(row) => row.path} label="Sitemaps" />)).toContain('/sitemap-1.xml');
    expect(warnings()).toEqual([]);
    // @ts-expect-error: rows without an id have nothing to be keyed by (the type check fails if this is allowed).
    renderToStaticMarkup(<DataTable rows={rows} columns={pathColumns} label="Sitemaps" />);
    expect(warnings()).toHaveLength(1);
  });
});
