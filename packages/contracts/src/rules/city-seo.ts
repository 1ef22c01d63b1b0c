export interface SeoTexts {
  seo_title: string;
  seo_description: string;
}

/** 'Landscaping Supplies {city} {province} | {brand}', as docs/behaviour/admin-back-office.md#cities words it. */
export function seoTitle(cityName: string, province: string, brandName: string): string {
  return `Landscaping Supplies ${cityName.trim()} ${province.trim()} | ${brandName}`;
}

/** The delivery text the admin form fills in; kept under 160 characters where names allow. */
export function seoDescription(cityName: string, province: string, brandName: string): string {
  return (
    `Topsoil, mulch, aggregates, sand and decorative stone delivered in ${cityName.trim()}, ${province.trim()}. ` +
    `Same-day delivery on orders before 12 PM from ${brandName}.`
  );
}

/**
 * The auto-fill of the city form: once name and province are both set, the SEO
 * title and description follow them; until then nothing is filled.
 */
export function autoFillSeo(cityName: string, province: string, brandName: string): SeoTexts | undefined {
  if (!cityName.trim() || !province.trim()) return undefined;
  return {
    seo_title: seoTitle(cityName, province, brandName),
    seo_description: seoDescription(cityName, province, brandName),
  };
}
