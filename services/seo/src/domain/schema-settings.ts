import { isDeepStrictEqual } from 'node:util';
import { defaultSameDayCutoff, readableTime, type PageTypeSchemaSettings, type SchemaSettings } from '@local-seo/contracts';

export interface BrandDetails {
  name: string;
  phone: string;
  email: string;
}

const pageType = (overrides: Partial<PageTypeSchemaSettings>): PageTypeSchemaSettings => ({
  enabled: true,
  schemaTypes: ['LocalBusiness', 'Store'],
  includeBreadcrumbs: true,
  includeTopProducts: true,
  topProductsCount: 10,
  ...overrides,
});

/**
 * The schema settings before an admin changes them
 * (docs/behaviour/admin-back-office.md#schema): prices in CAD, hours Mo-Fr
 * 07:00-17:00 and Sa 08:00-16:00 (deliveries on weekdays), same-day delivery
 * on orders before 12:00, online ordering 24/7, America/Toronto, cash and card
 * payments, price range $$, the top 10 products on city pages. The value
 * proposition names the cut-off as the public pages word it.
 */
export function defaultSchemaSettings(brand: BrandDetails): SchemaSettings {
  return {
    businessDetails: {
      officialName: brand.name,
      phone: brand.phone,
      email: brand.email,
      paymentMethods: ['Cash', 'Credit Card', 'Debit Card', 'Visa', 'Mastercard', 'American Express'],
      businessHours: ['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00'],
      deliveryHours: ['Mo-Fr 07:00-17:00'],
      sameDayCutoff: defaultSameDayCutoff,
      onlineOrdering: '24/7',
      timezone: 'America/Toronto',
      priceRange: '$$',
      currency: 'CAD',
    },
    messaging: {
      disclaimers: {
        current: 'Product availability and delivery prices vary by location; enter your address for an exact quote.',
        future: 'Delivery to this area is planned; contact us for current availability.',
      },
      seasonalMessaging: {
        spring: 'Spring is the season for topsoil, compost and fresh garden beds.',
        summer: 'Keep lawns and gardens healthy through the heat with mulch and quality soil.',
        fall: 'Fall is the time to top-dress lawns and prepare beds for winter.',
        winter: 'Plan spring projects now; de-icing products are available all winter.',
      },
      weatherBasedSuggestions: {
        rainWarnings: 'Rain expected: drainage gravel and sand keep water away from foundations.',
        frostAlerts: 'Frost expected: protect plants with mulch and hold soil deliveries until it passes.',
        heatAdvisories: 'Heat advisory: mulch keeps moisture in the soil; water early in the day.',
      },
      valuePropositions: [`Same-day delivery on orders before ${readableTime(defaultSameDayCutoff)}`, 'Bulk and bagged landscaping materials'],
      differentiators: ['Local supplier yards across Ontario', 'Materials for homeowners and contractors'],
      localPositioning: 'Landscaping supplies delivered in {city}',
      futureExpansions: [],
    },
    pageTypes: {
      cityPages: pageType({}),
      countyPages: pageType({ enabled: false }),
      multiCityPages: pageType({ enabled: false }),
      deliveryPage: pageType({ includeTopProducts: false }),
    },
  };
}

/** The top-level sections (businessDetails, messaging, pageTypes) in which two versions differ. */
export function changedSections(before: SchemaSettings, after: SchemaSettings): string[] {
  return (Object.keys(after) as (keyof SchemaSettings)[]).filter((section) => !isDeepStrictEqual(before[section], after[section]));
}
