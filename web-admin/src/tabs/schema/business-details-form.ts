import { schemaSettingsSchema, schemaTimezones, type SchemaSettings } from '@local-seo/contracts';
import { joinLines, joinPaymentMethods, splitLines, splitPaymentMethods } from './rules';

type BusinessDetails = SchemaSettings['businessDetails'];
export type Timezone = BusinessDetails['timezone'];
export type PriceRange = BusinessDetails['priceRange'];

export const priceRanges = schemaSettingsSchema.shape.businessDetails.shape.priceRange.options;

export const isTimezone = (value: string): value is Timezone => (schemaTimezones as readonly string[]).includes(value);
export const isPriceRange = (value: string): value is PriceRange => (priceRanges as readonly string[]).includes(value);

/** The Configuration form as typed: lists as text (payment methods on one line, hours one per line), the cut-off as 'HH:MM'. */
export interface BusinessDraft {
  officialName: string;
  phone: string;
  email: string;
  paymentMethods: string;
  businessHours: string;
  deliveryHours: string;
  /** 'HH:MM', 24-hour: orders before it are delivered the same day. */
  sameDayCutoff: string;
  onlineOrdering: string;
  timezone: Timezone;
  priceRange: PriceRange;
  currency: string;
}

export const businessDraftOf = (details: BusinessDetails): BusinessDraft => ({
  ...details,
  paymentMethods: joinPaymentMethods(details.paymentMethods),
  businessHours: joinLines(details.businessHours),
  deliveryHours: joinLines(details.deliveryHours),
});

/** What is sent: the service validates it and answers its messages per field. */
export const businessDetailsOf = (draft: BusinessDraft): BusinessDetails => ({
  ...draft,
  paymentMethods: splitPaymentMethods(draft.paymentMethods),
  businessHours: splitLines(draft.businessHours),
  deliveryHours: splitLines(draft.deliveryHours),
  sameDayCutoff: draft.sameDayCutoff.trim(),
  currency: draft.currency.trim().toUpperCase(),
});
