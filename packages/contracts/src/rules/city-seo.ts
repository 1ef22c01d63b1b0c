export interface SeoTexts {
  seo_title: string;
  seo_description: string;
}

/** The SEO title's column and form limit (UTF-16 units, as the form counts). */
export const seoTitleMaxLength = 255;

/**
 * 'Landscaping Supplies {city} {province} | {brand}', as docs/behaviour/admin-back-office.md#cities
 * words it. A city name too long for the whole title to fit its column is shortened with an
 * ellipsis (never inside a letter), so a name at its own full length can still be saved.
 */
export function seoTitle(cityName: string, province: string, brandName: string): string {
  const title = (name: string) => `Landscaping Supplies ${name} ${province.trim()} | ${brandName}`;
  const name = cityName.trim();
  if (title(name).length <= seoTitleMaxLength) return title(name);
  const letters = Array.from(name);
  while (letters.length > 0 && title(`${letters.join('')}…`).length > seoTitleMaxLength) letters.pop();
  return title(`${letters.join('').trimEnd()}…`);
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
