import { contractorPageSizes } from '@local-seo/contracts';

interface Page {
  page: number;
  pageSize: number;
  skip: number;
}

/** Which rows one page holds: 12 when no industry is chosen, more at once for a chosen one, unless a size is asked for. */
export function pageOf(query: { page: number; pageSize?: number | undefined }, filtered: boolean): Page {
  const pageSize = query.pageSize ?? (filtered ? contractorPageSizes.filtered : contractorPageSizes.unfiltered);
  return { page: query.page, pageSize, skip: (query.page - 1) * pageSize };
}

export const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
