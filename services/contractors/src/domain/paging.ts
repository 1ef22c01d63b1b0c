import { z } from 'zod';

/** The tab shows 12 contractors when no industry is chosen (spec); a chosen industry lists more at once. */
export const unfilteredPageSize = 12;
export const filteredPageSize = 50;
export const maxPageSize = 100;

export const pagingQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int('Page must be a whole number from 1').min(1, 'Page must be a whole number from 1').default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${maxPageSize}` })
    .int(`Page size must be a whole number from 1 to ${maxPageSize}`)
    .min(1, `Page size must be a whole number from 1 to ${maxPageSize}`)
    .max(maxPageSize, `Page size must be a whole number from 1 to ${maxPageSize}`)
    .optional(),
});

export interface Page {
  page: number;
  pageSize: number;
  skip: number;
}

/** Which rows one page holds. */
export function pageOf(query: { page: number; pageSize?: number | undefined }, filtered: boolean): Page {
  const pageSize = query.pageSize ?? (filtered ? filteredPageSize : unfilteredPageSize);
  return { page: query.page, pageSize, skip: (query.page - 1) * pageSize };
}

export const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
