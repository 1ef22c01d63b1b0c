import { describe, expect, it } from 'vitest';
import { contractorPagingQuerySchema as pagingQuery } from '@local-seo/contracts';
import { pageOf, totalPages } from './paging.js';

describe('admin list paging', () => {
  it('shows 12 without an industry filter and more with one, unless a size is asked for', () => {
    expect(pageOf({ page: 1 }, false)).toEqual({ page: 1, pageSize: 12, skip: 0 });
    expect(pageOf({ page: 3 }, false)).toEqual({ page: 3, pageSize: 12, skip: 24 });
    expect(pageOf({ page: 2 }, true)).toEqual({ page: 2, pageSize: 50, skip: 50 });
    expect(pageOf({ page: 2, pageSize: 5 }, true)).toEqual({ page: 2, pageSize: 5, skip: 5 });
  });

  it('counts pages, at least one', () => {
    expect([totalPages(0, 12), totalPages(12, 12), totalPages(13, 12)]).toEqual([1, 1, 2]);
  });

  it('refuses pages and sizes out of range with a message', () => {
    expect(pagingQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be a whole number from 1');
    expect(pagingQuery.safeParse({ pageSize: '500' }).error?.issues[0]?.message).toBe('Page size must be a whole number from 1 to 100');
    expect(pagingQuery.parse({ page: '2', pageSize: '20' })).toEqual({ page: 2, pageSize: 20 });
  });
});
