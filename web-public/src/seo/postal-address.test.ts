import { describe, expect, it } from 'vitest';
import { postalAddress } from './postal-address';

describe('postalAddress', () => {
  it('reads street, locality, province, postal code and country of a Canadian address', () => {
    expect(postalAddress('1200 Yard Road, Barrie, ON L4N 0A1, Canada')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1200 Yard Road',
      addressLocality: 'Barrie',
      addressRegion: 'ON',
      postalCode: 'L4N 0A1',
      addressCountry: 'CA',
    });
    expect(postalAddress('5 Main St, Orillia, on l3v1a1')).toMatchObject({ addressRegion: 'ON', postalCode: 'L3V1A1', addressCountry: 'CA' });
    expect(postalAddress('9 Elm St, Buffalo, NY 14201, USA')).toMatchObject({ addressRegion: 'NY', postalCode: '14201', addressCountry: 'US' });
  });

  it('keeps an address of another shape whole as the street address', () => {
    expect(postalAddress('Yard 4, Highway 11 North')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Yard 4, Highway 11 North' });
  });
});
