import type { DeliveryCheckAnswer } from '@local-seo/contracts';

// The delivery check's words (docs/behaviour/public-site.md#delivery-check).

/** Where the check's form sends a visitor without JavaScript: a page that answers. */
export const deliveryCheckPath = '/delivery/check';

export const deliveryCheckTexts = {
  title: 'Do we deliver to you?',
  label: 'Postal code or address',
  hint: 'For example L4M 1A1, or 70 Dunlop St E, Barrie',
  button: 'Check delivery',
  checking: 'Checking...',
  notConfigured: 'Addresses cannot be checked online yet: find your community in the list of the places we deliver to.',
  listLink: 'See every community we deliver to',
  notFound: (address: string) => `We could not find "${address}" in Canada. Try a postal code such as L4M 1A1, or find your community in the list.`,
  delivered: (place: string) => `Yes, we deliver to ${place}.`,
  notDelivered: (place: string) => `${place} is outside our delivery areas for now. Contact us: we may still be able to help.`,
} as const;

/** A yard as the answer names it: 'Barrie Yard (Barrie), 1.4 km away'. */
export const yardLine = (yard: DeliveryCheckAnswer['yards'][number]): string =>
  `${yard.location_name}${yard.city ? ` (${yard.city})` : ''}, ${yard.distance_km} km away`;
