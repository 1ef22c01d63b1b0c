import { describe, expect, it } from 'vitest';
import { pagedQuerySchema, pageOffset, pageRange, searchWords } from './paging.js';

const query = pagedQuerySchema(['name', 'price']);
const messageOf = (input: object) => {
  const parsed = query.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('the paged list query', () => {
  it('defaults to the first page of 50, by the first sort key, ascending', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 50, sort: 'name', order: 'asc' });
    expect(query.parse({ page: '3', pageSize: '200', sort: 'price', order: 'desc', search: ' red  mulch ' })).toEqual({
      page: 3,
      pageSize: 200,
      sort: 'price',
      order: 'desc',
      search: 'red  mulch',
    });
  });

  it('refuses each bad part in words', () => {
    expect(messageOf({ sort: 'id' })).toEqual(['sort must be one of name, price']);
    expect(messageOf({ order: 'up' })).toEqual(['order must be asc or desc']);
    expect(messageOf({ page: '0' })).toEqual(['page must be a whole number from 1']);
    expect(messageOf({ page: 'x' })).toEqual(['page must be a whole number from 1']);
    expect(messageOf({ pageSize: '201' })).toEqual(['pageSize must be a whole number from 1 to 200']);
    expect(messageOf({ pageSize: '2.5' })).toEqual(['pageSize must be a whole number from 1 to 200']);
  });
});

describe('paging arithmetic', () => {
  it('skips the earlier pages', () => {
    expect(pageOffset({ page: 3, pageSize: 50 })).toEqual({ offset: 100, limit: 50 });
  });

  it('says where a page sits: "1–50 of 20,000", the last page short, nothing when empty', () => {
    expect(pageRange({ page: 1, pageSize: 50, total: 20_000 })).toEqual({ first: 1, last: 50, pageCount: 400 });
    expect(pageRange({ page: 3, pageSize: 25, total: 60 })).toEqual({ first: 51, last: 60, pageCount: 3 });
    expect(pageRange({ page: 1, pageSize: 50, total: 0 })).toEqual({ first: 0, last: 0, pageCount: 1 });
  });

  it('splits a search into its words, in lower case', () => {
    expect(searchWords('  Red   MULCH ')).toEqual(['red', 'mulch']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
