import { keywordSortKeys } from '@local-seo/contracts';
import { z } from 'zod';
import { listSearchSchema } from '../../lib/list-search';

export const seoSections = ['overview', 'pages', 'keywords', 'settings'] as const;
export type SeoSection = (typeof seoSections)[number];

/**
 * The SEO Analytics tab's view as its URL holds it
 * (docs/behaviour/admin-back-office.md, "SEO Analytics"): the section shown and the
 * keyword list's search, sort and page, e.g. /admin/seo?section=keywords&search=mulch&sort=position.
 * The seo service searches, sorts and pages the keywords (GET /api/seo/keywords/paged).
 */
export const seoSearchSchema = listSearchSchema(keywordSortKeys).extend({
  section: z.enum(seoSections).optional().catch(undefined),
});
export type SeoSearch = z.output<typeof seoSearchSchema>;
export const defaultKeywordSort = keywordSortKeys[0];
/** 25 keywords a page unless the URL asks for more. */
export const keywordPageSize = 25;

/** The section shown: the one the URL names, the keywords when it names only their list's state, else the overview. */
export function sectionOf(search: SeoSearch): SeoSection {
  if (search.section) return search.section;
  const { section: _section, ...list } = search;
  return Object.keys(list).length > 0 ? 'keywords' : 'overview';
}
