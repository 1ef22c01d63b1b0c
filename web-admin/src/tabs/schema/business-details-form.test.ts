import { testBusinessDetails } from '@local-seo/testing/business-details';
import { describe, expect, it } from 'vitest';
import { businessDetailsOf, businessDraftOf, isPriceRange, isTimezone } from './business-details-form';

// Another cut-off than the default 12:00, so that the form shows the one it was given.
const details = testBusinessDetails({ sameDayCutoff: '13:30' });

describe('the Configuration form', () => {
  it('shows payment methods joined by comma-space and hours one per line', () => {
    expect(businessDraftOf(details)).toMatchObject({
      paymentMethods: 'Cash, Credit Card, Debit Card',
      businessHours: 'Mo-Fr 07:00-17:00\nSa 08:00-16:00',
      deliveryHours: 'Mo-Fr 07:00-17:00',
    });
  });

  it('gives back what it showed', () => {
    expect(businessDetailsOf(businessDraftOf(details))).toEqual(details);
  });

  it('splits edited payment methods on comma-space', () => {
    const draft = { ...businessDraftOf(details), paymentMethods: 'Cash, Interac e-Transfer', currency: ' cad ' };
    expect(businessDetailsOf(draft)).toMatchObject({ paymentMethods: ['Cash', 'Interac e-Transfer'], currency: 'CAD' });
  });

  it('shows the same-day cut-off as stored and sends it without stray spaces, for the service to check', () => {
    expect(businessDraftOf(details).sameDayCutoff).toBe('13:30');
    expect(businessDetailsOf({ ...businessDraftOf(details), sameDayCutoff: ' 14:15 ' }).sameDayCutoff).toBe('14:15');
  });

  it('knows the time zones and price ranges the service accepts', () => {
    expect(isTimezone('America/St_Johns')).toBe(true);
    expect(isTimezone('Europe/London')).toBe(false);
    expect(isPriceRange('$$$$')).toBe(true);
    expect(isPriceRange('$$$$$')).toBe(false);
  });
});
