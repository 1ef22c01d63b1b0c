import { isOpeningHours, schemaSettingsSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { changedSections, defaultSchemaSettings } from './schema-settings.js';

const brand = { name: 'Test Supply', phone: '+1-705-555-0100', email: 'orders@test.example' };

describe('schema settings', () => {
  it('start from the documented defaults, which pass their own schema', () => {
    const defaults = defaultSchemaSettings(brand);
    expect(schemaSettingsSchema.parse(defaults)).toEqual(defaults);
    expect(defaults.businessDetails).toMatchObject({
      officialName: 'Test Supply',
      currency: 'CAD',
      priceRange: '$$',
      timezone: 'America/Toronto',
      businessHours: ['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00'],
      deliveryHours: ['Mo-Fr 07:00-17:00'],
      sameDayCutoff: '12:00',
      onlineOrdering: '24/7',
    });
    expect(defaults.messaging.valuePropositions[0]).toBe('Same-day delivery on orders before 12 PM');
    expect(defaults.businessDetails.paymentMethods).toEqual(expect.arrayContaining(['Cash', 'Credit Card', 'Debit Card']));
    expect(defaults.pageTypes.cityPages).toMatchObject({ topProductsCount: 10, includeTopProducts: true, schemaTypes: ['LocalBusiness', 'Store'] });
  });

  it('take payment methods as the admin types them, split on comma-space', () => {
    const input = { ...defaultSchemaSettings(brand) } as Record<string, any>;
    input.businessDetails = { ...input.businessDetails, paymentMethods: 'Cash, Interac e-Transfer, Visa' };
    expect(schemaSettingsSchema.parse(input).businessDetails.paymentMethods).toEqual(['Cash', 'Interac e-Transfer', 'Visa']);
  });

  it('refuse malformed hours, an unknown time zone and unknown fields, saying why', () => {
    const defaults = defaultSchemaSettings(brand);
    const refuse = (change: Record<string, unknown>) => {
      const result = schemaSettingsSchema.safeParse({ ...defaults, businessDetails: { ...defaults.businessDetails, ...change } });
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    expect(refuse({ businessHours: ['Monday 7-5'] })).toBe('Business hours must look like "Mo-Fr 07:00-17:00"');
    expect(refuse({ timezone: 'Europe/Paris' })).toMatch(/^Timezone must be one of America\/Toronto/);
    expect(refuse({ priceRange: '$$$$$' })).toBe('Price range must be $, $$, $$$ or $$$$');
    expect(refuse({ fax: '555' })).toMatch(/Unrecognized key/);
    for (const cutoff of ['1:30 PM', '24:00', '12', 1330]) {
      expect(refuse({ sameDayCutoff: cutoff })).toBe('Same-day cut-off must be a 24-hour time such as 12:00 or 13:30');
    }
    expect(isOpeningHours('Mo,We,Fr 08:00-12:00')).toBe(true);
    expect(isOpeningHours('Sa 16:00-08:00')).toBe(false);
    expect(isOpeningHours('Su 00:00-24:00')).toBe(true);
    expect(isOpeningHours('Mo-Fr 25:00-26:00')).toBe(false);
  });

  it('read the default same-day cut-off in settings saved before it existed', () => {
    const { sameDayCutoff: _, ...older } = defaultSchemaSettings(brand).businessDetails;
    const parsed = schemaSettingsSchema.parse({ ...defaultSchemaSettings(brand), businessDetails: older });
    expect(parsed.businessDetails.sameDayCutoff).toBe('12:00');
    const set = schemaSettingsSchema.parse({ ...defaultSchemaSettings(brand), businessDetails: { ...older, sameDayCutoff: ' 13:30 ' } });
    expect(set.businessDetails.sameDayCutoff).toBe('13:30');
  });

  it('name the sections that changed between versions', () => {
    const before = defaultSchemaSettings(brand);
    const after = structuredClone(before);
    after.messaging.seasonalMessaging.fall = 'Fall sale on mulch';
    expect(changedSections(before, after)).toEqual(['messaging']);
    expect(changedSections(before, structuredClone(before))).toEqual([]);
  });
});
