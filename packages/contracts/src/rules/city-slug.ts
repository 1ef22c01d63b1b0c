/**
 * The slug rule (docs/behaviour/admin-back-office.md#cities): lowercase, spaces to hyphens, only letters, digits and
 * hyphens kept, repeated hyphens collapsed, no leading or trailing hyphen.
 * Accented letters keep their base letter ("Lévis" gives "levis").
 */
export function deriveSlug(cityName: string): string {
  return cityName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
