import { pageOffset, searchWords, type Page, type PagedQuery } from '@local-seo/contracts';

/**
 * The SQL of a paged list (docs/behaviour/services.md, "Paged lists"), written once for
 * every service: the ORDER BY of the asked sort with a stable tie-breaker, the LIMIT and
 * OFFSET of the page, the search's conditions, and the answer. Each list names only its
 * own sort expressions and searched columns; the query was validated by the route's
 * contract (pagedQuerySchema), so the numbers and the sort key are known-good here.
 */

/** Text matched literally by LIKE: its wildcards and the escape character escaped. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A Prisma filter for a text field equal to `text` in any case. */
export interface SameTextAnyCase {
  equals: string;
  mode: 'insensitive';
}

/**
 * An exact filter in any case (`?city=Barrie`, `?actor=ann@example.com`) through Prisma.
 * Prisma writes `equals` with `mode: 'insensitive'` as `ILIKE $1` on PostgreSQL, so the
 * value's `%` and `_` would act as wildcards and a trailing `\` fail the query: they are
 * escaped here, and the filter matches the one spelling asked for, in any case.
 */
export const sameTextAnyCase = (text: string): SameTextAnyCase => ({ equals: likeLiteral(text), mode: 'insensitive' });

/**
 * `ORDER BY` the sort key's expressions in the asked order, blanks last either way, then
 * the tie-breaker (the id) in the same order, so equal rows never swap between pages.
 * A key may name several expressions (category, then priority, then name).
 */
export function orderBySql<Key extends string>(query: Pick<PagedQuery<Key>, 'sort' | 'order'>, sorts: Record<Key, string | readonly string[]>, tieBreaker = 'id'): string {
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const expressions = [sorts[query.sort]].flat();
  return `ORDER BY ${[...expressions.map((sql) => `${sql} ${direction} NULLS LAST`), `${tieBreaker} ${direction}`].join(', ')}`;
}

/** `LIMIT ... OFFSET ...` of the page (whole numbers already checked by the contract). */
export function limitSql(query: Pick<PagedQuery, 'page' | 'pageSize'>): string {
  const { limit, offset } = pageOffset(query);
  return `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
}

/**
 * The search's conditions: each word must be in one of the columns, in any case (ILIKE
 * '%word%'). `parameter` adds a bound value and gives its placeholder ($n). None when no
 * search. On a few tens of thousands of rows a sequential ILIKE stays in milliseconds.
 */
export function searchConditionsSql(search: string | undefined, columns: readonly string[], parameter: (value: string) => string): string[] {
  return searchWords(search).map((word) => {
    const pattern = parameter(`%${likeLiteral(word)}%`);
    return `(${columns.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`;
  });
}

/** A Prisma filter that finds a word anywhere in a text field, in any case. */
export interface ContainsWord {
  contains: string;
  mode: 'insensitive';
}

/**
 * A Prisma filter that finds `text` anywhere in a text field, in any case. Prisma writes
 * `contains` as `ILIKE '%' || $1 || '%'` without escaping the value, so its `%`, `_` and
 * `\` are escaped here: a search for "%" finds the rows with a "%", not every row.
 */
export const containsText = (text: string): ContainsWord => ({ contains: likeLiteral(text), mode: 'insensitive' });

/**
 * The same search as a Prisma `where`'s AND: each word must be in one of the fields that
 * `fields` places it in (`(word) => [{ cityName: word }, { province: word }]`).
 */
export function searchConditions<Where>(search: string | undefined, fields: (word: ContainsWord) => Where[]): { OR: Where[] }[] {
  return searchWords(search).map((word) => ({ OR: fields(containsText(word)) }));
}

/** A list of bound values and the function that adds one and names its placeholder. */
export function sqlParameters(): { values: unknown[]; parameter: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, parameter: (value) => `$${values.push(value)}` };
}

/** `WHERE a AND b` of some conditions, or nothing. */
export const whereSql = (conditions: readonly string[]): string => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');

/** The answer of a page. */
export const pageOf = <Item>(items: Item[], total: number, query: Pick<PagedQuery, 'page' | 'pageSize'>): Page<Item> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * For lists read through Prisma: the orderBy of a sort key's fields in the asked order
 * (each key gives its list), then the id; and the skip and take of the page.
 */
export function prismaPage<Key extends string, OrderBy>(
  query: PagedQuery<Key>,
  sorts: Record<Key, (order: 'asc' | 'desc') => OrderBy[]>,
  tieBreaker: (order: 'asc' | 'desc') => OrderBy,
): { orderBy: OrderBy[]; skip: number; take: number } {
  const { limit, offset } = pageOffset(query);
  return { orderBy: [...sorts[query.sort](query.order), tieBreaker(query.order)], skip: offset, take: limit };
}
