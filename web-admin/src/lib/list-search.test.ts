import { describe, expect, it } from 'vitest';
import { changeList, listSearchSchema, pageQueryString, tableSort, type ListSearch } from './list-search';

const schema = listSearchSchema(['name', 'price']);

describe('the URL state of a paged list', () => {
  it('parses page, size, sort, order and search, leaving out what cannot be part of the view', () => {
    expect(schema.parse({ page: 3, pageSize: 25, sort: 'price', order: 'desc', search: ' cedar ' })).toEqual({ page: 3, pageSize: 25, sort: 'price', order: 'desc', search: 'cedar' });
    expect(schema.parse({ page: 'two', pageSize: 201, sort: 'city', order: 'sideways', search: '' })).toEqual({});
    expect(schema.parse({ page: -1, pageSize: 0 })).toEqual({});
    expect(schema.parse({ search: 42 })).toEqual({ search: '42' });
  });

  it('goes back to page 1 when the search, sort, size or a filter changes, and leaves the defaults out', () => {
    const on3: ListSearch<'name' | 'price'> = { page: 3, sort: 'price', search: 'cedar' };
    expect(changeList(on3, { page: 4 })).toEqual({ page: 4, sort: 'price', search: 'cedar' });
    expect(changeList(on3, { search: 'pine' })).toEqual({ sort: 'price', search: 'pine' });
    expect(changeList(on3, { sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc', search: 'cedar' });
    expect(changeList(on3, { pageSize: 50, search: '' })).toEqual({ sort: 'price' });
    expect(changeList(on3, { page: 1 })).toEqual({ sort: 'price', search: 'cedar' });
    // A list of 25 rows a page by default leaves 25 out and keeps 50.
    expect(changeList(on3, { pageSize: 25 }, 25)).toEqual({ sort: 'price', search: 'cedar' });
    expect(changeList(on3, { pageSize: 50 }, 25)).toEqual({ pageSize: 50, sort: 'price', search: 'cedar' });
  });

  it("asks the server for the page with its defaults filled in and the list's filters", () => {
    expect(pageQueryString({}, 'name')).toBe('?page=1&pageSize=50&sort=name&order=asc');
    expect(pageQueryString({}, 'name', 25)).toBe('?page=1&pageSize=25&sort=name&order=asc');
    expect(pageQueryString({ page: 2, sort: 'price', order: 'desc', search: 'red mulch', category: 'Mulch & Bark' }, 'name')).toBe(
      '?page=2&pageSize=50&sort=price&order=desc&search=red+mulch&category=Mulch+%26+Bark',
    );
  });

  it("gives the table's sort, none when the list's own order stands", () => {
    expect(tableSort({})).toBeNull();
    expect(tableSort({ sort: 'price' })).toEqual({ key: 'price', direction: 'ascending' });
    expect(tableSort({ sort: 'price', order: 'desc' })).toEqual({ key: 'price', direction: 'descending' });
  });
});
