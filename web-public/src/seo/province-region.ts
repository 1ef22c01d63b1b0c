/** Canada's provinces and territories by name (or their postal abbreviation) to ISO 3166-2 codes. */
const provinces: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'nova scotia': 'NS',
  'northwest territories': 'NT',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};
const codes = new Set(Object.values(provinces));

/** The geo.region of a Canadian province ('Ontario' or 'ON' gives 'CA-ON'); undefined for one it does not know. */
export function provinceRegion(province: string): string | undefined {
  const name = province.trim().toLowerCase();
  const code = provinces[name] ?? (codes.has(name.toUpperCase()) ? name.toUpperCase() : undefined);
  return code ? `CA-${code}` : undefined;
}
