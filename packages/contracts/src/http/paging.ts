import { z } from 'zod';

/**
 * Big lists paged by the services (docs/behaviour/services.md, "Paged lists"): the back
 * office asks for one page of a list (searched, filtered and sorted by the service, in
 * SQL) and gets the page with the total, for "Showing 1–50 of 20,000". The whole-list
 * routes stay as they were for the public pages, exports and scripts; the paged form is
 * its own route (`.../paged`).
 */
export const defaultPageSize = 50;
export const maxPageSize = 200;
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

const pageMessage = 'page must be a whole number from 1';
const pageSizeMessage = `pageSize must be a whole number from 1 to ${maxPageSize}`;
const orderMessage = 'order must be asc or desc';

/**
 * The query of a paged list: `page` (from 1), `pageSize` (default 50, at most 200),
 * `sort` (one of the list's own keys, default the first), `order` and `search` (every
 * word must be found, in any case). A bad part is refused with 400 and its own words,
 * such as 'sort must be one of name, price'.
 */
export function pagedQuerySchema<const Key extends string>(sortKeys: readonly [Key, ...Key[]]) {
  const sortMessage = `sort must be one of ${sortKeys.join(', ')}`;
  return z.object({
    page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
    pageSize: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(maxPageSize, pageSizeMessage).default(defaultPageSize),
    sort: z.enum(sortKeys as unknown as [Key, ...Key[]], { error: sortMessage }).default(sortKeys[0]),
    order: z.enum(sortOrders, { error: orderMessage }).default('asc'),
    search: z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters').optional(),
  });
}

/** What any paged query holds once parsed (its sort key as plain text). */
export interface PagedQuery<Key extends string = string> {
  page: number;
  pageSize: number;
  sort: Key;
  order: SortOrder;
  search?: string | undefined;
}

/** The answer of a paged list: one page of items and how many there are in all. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** How many items match the search and filters, over every page. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** The rows a page skips and takes. */
export const pageOffset = ({ page, pageSize }: Pick<PagedQuery, 'page' | 'pageSize'>) => ({ offset: (page - 1) * pageSize, limit: pageSize });

/** The words of a search: every one must be found somewhere (none: no search). */
export const searchWords = (search: string | undefined): string[] => (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Where a page sits in the list: its first and last item (1-based, 0 when empty) and the number of pages. */
export function pageRange({ page, pageSize, total }: Pick<Page<unknown>, 'page' | 'pageSize' | 'total'>) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return { first, last: Math.max(first, last), pageCount };
}
