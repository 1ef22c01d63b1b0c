// A business's details as the schema settings hold them, for the unit tests of the pages and forms
// that show them. Plain data, no Node.js: web-admin's and web-public's tests import it alone
// (@local-seo/testing/business-details).

/**
 * Northway Landscape Supply: open Mon-Fri 07:00-17:00 and Sat 08:00-16:00, delivering on weekdays,
 * same day on orders before 12:00, ordering online 24/7, paid in cash or by card, in CAD.
 */
function northway() {
  return {
    officialName: 'Northway Landscape Supply Ltd.',
    phone: '+1-705-555-0142',
    email: 'orders@northway.example',
    paymentMethods: ['Cash', 'Credit Card', 'Debit Card'],
    businessHours: ['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00'],
    deliveryHours: ['Mo-Fr 07:00-17:00'],
    sameDayCutoff: '12:00',
    onlineOrdering: '24/7',
    timezone: 'America/Toronto' as const,
    priceRange: '$$' as const,
    currency: 'CAD',
  };
}

export type TestBusinessDetails = ReturnType<typeof northway>;

/** Northway's business details (a fresh copy), with `fields` instead of its own. */
export function testBusinessDetails(fields: Partial<TestBusinessDetails> = {}): TestBusinessDetails {
  return { ...northway(), ...fields };
}
