/** A keyword as people type it: trimmed, single spaces. */
export function tidyKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** The form two keywords are compared in (Search Console reports queries in lower case). */
export function keywordKey(keyword: string): string {
  return tidyKeyword(keyword).toLowerCase();
}

/** The keyword templates a new city page gets unless the admin set others. */
export const defaultProgrammaticTemplates = [
  'landscaping supplies {city}',
  'topsoil delivery {city}',
  'mulch delivery {city}',
  'gravel delivery {city}',
] as const;

/** The programmatic keywords of a city page: each template with the city's name, without repeats. */
export function programmaticKeywords(templates: readonly string[], cityName: string): string[] {
  const city = tidyKeyword(cityName).toLowerCase();
  const keywords = templates.map((template) => keywordKey(template.replaceAll('{city}', city))).filter(Boolean);
  return [...new Set(keywords)];
}
