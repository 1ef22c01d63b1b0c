import type { PostalAddress } from 'schema-dts';

/** Country names as written in addresses, to their ISO 3166-1 codes (schema.org prefers the code). */
const countries: Record<string, string> = { canada: 'CA', 'united states': 'US', usa: 'US', 'united states of america': 'US' };

/**
 * The brand's one-line mailing address as a PostalAddress: 'street, locality,
 * REGION POSTAL-CODE[, country]' ('1200 Yard Road, Barrie, ON L4N 0A1, Canada').
 * An address in another shape is kept whole as the street address rather than
 * guessed at.
 */
export function postalAddress(line: string): PostalAddress {
  const parts = line.split(',').map((part) => part.trim()).filter(Boolean);
  const country = parts.length >= 4 ? parts.pop()! : null;
  const [street, locality, regionAndCode, ...rest] = parts;
  const region = /^([A-Za-z]{2})\s+([A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d|\d{5}(?:-\d{4})?)$/.exec(regionAndCode ?? '');
  if (!street || !locality || !region || rest.length > 0) return { '@type': 'PostalAddress', streetAddress: line.trim() };
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region[1]!.toUpperCase(),
    postalCode: region[2]!.toUpperCase(),
    addressCountry: country ? (countries[country.toLowerCase()] ?? country) : 'CA',
  };
}
