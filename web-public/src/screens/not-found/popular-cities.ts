/** The city pages the not-found screen offers, in order (docs/behaviour/public-site.md#not-found-screen). */
export const popularCitySlugs = ['barrie', 'hamilton', 'puslinch', 'orangeville', 'toronto', 'aurora', 'huntsville', 'guelph'] as const;

/** 'new-tecumseth' as 'New Tecumseth'. */
export function cityLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
