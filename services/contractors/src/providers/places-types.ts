import { z } from 'zod';

/** A review as Places (New) answers it (`reviews[]` of a Place). */
const placeReviewSchema = z.object({
  rating: z.number().optional(),
  relativePublishTimeDescription: z.string().optional(),
  text: z.object({ text: z.string() }).partial().optional(),
  originalText: z.object({ text: z.string() }).partial().optional(),
  authorAttribution: z.object({ displayName: z.string(), uri: z.string(), photoUri: z.string() }).partial().optional(),
});

/** The fields of a Place we ask for; Places leaves out what a place does not have. */
export const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).partial().optional(),
  formattedAddress: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  types: z.array(z.string()).optional(),
  businessStatus: z.string().optional(),
  currentOpeningHours: z.object({ openNow: z.boolean() }).partial().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  googleMapsUri: z.string().optional(),
  reviews: z.array(placeReviewSchema).optional(),
});
type Place = z.infer<typeof placeSchema>;

export const searchTextResponseSchema = z.object({
  places: z.array(placeSchema).optional(),
  nextPageToken: z.string().optional(),
});

/** Google's error body: `{error: {code, message, status}}`. */
export const googleErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }),
});

/** Fields Text Search returns per place: enough for a contractor card (no reviews: a costlier tier). */
export const searchFieldMask = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.rating',
  'places.userRatingCount',
  'places.types',
  'places.businessStatus',
  'places.currentOpeningHours',
  'places.googleMapsUri',
  'nextPageToken',
].join(',');

/** Place Details for a card in a list: no phone, website or reviews (a cheaper tier). */
export const cardFieldMask = ['id', 'displayName', 'formattedAddress', 'rating', 'userRatingCount', 'types', 'businessStatus', 'currentOpeningHours', 'googleMapsUri'].join(',');

/** Place Details for the details view: the card plus phone, website and reviews. */
export const detailsFieldMask = [cardFieldMask, 'nationalPhoneNumber', 'websiteUri', 'reviews'].join(',');

/** A review kept for display, with its author attribution (Google's terms). */
export interface LiveReview {
  authorName: string;
  authorUrl: string | null;
  authorPhotoUrl: string | null;
  rating: number | null;
  relativeTime: string | null;
  text: string | null;
}

/** What Places told us about a place just now; held only in memory, never stored. */
export interface LivePlace {
  placeId: string;
  name: string | null;
  address: string | null;
  rating: number | null;
  totalRatings: number | null;
  types: string[];
  businessStatus: string | null;
  openNow: boolean | null;
  googleMapsUri: string | null;
  /** Set when it came from Place Details (phone, website and reviews asked for). */
  details: { phone: string | null; website: string | null; reviews: LiveReview[] } | null;
}

export function toLivePlace(place: Place, withDetails: boolean): LivePlace {
  return {
    placeId: place.id,
    name: place.displayName?.text ?? null,
    address: place.formattedAddress ?? null,
    rating: place.rating ?? null,
    totalRatings: place.userRatingCount ?? null,
    types: place.types ?? [],
    businessStatus: place.businessStatus ?? null,
    openNow: place.currentOpeningHours?.openNow ?? null,
    googleMapsUri: place.googleMapsUri ?? null,
    details: withDetails
      ? {
          phone: place.nationalPhoneNumber ?? null,
          website: place.websiteUri ?? null,
          reviews: (place.reviews ?? []).map((review) => ({
            authorName: review.authorAttribution?.displayName ?? 'A Google user',
            authorUrl: review.authorAttribution?.uri ?? null,
            authorPhotoUrl: review.authorAttribution?.photoUri ?? null,
            rating: review.rating ?? null,
            relativeTime: review.relativePublishTimeDescription ?? null,
            text: review.text?.text ?? review.originalText?.text ?? null,
          })),
        }
      : null,
  };
}
