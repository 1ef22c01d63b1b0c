import { contractorReviewSchema, type AdminContractor, type ContractorDetails, type ContractorReview, type PublicContractor } from '@local-seo/contracts';
import { z } from 'zod';
import { isListable } from '../domain/industries.js';
import type { Contractor } from '../generated/prisma/client.js';
import type { LivePlace } from '../providers/places-types.js';

/** Our own stored opening hours: `{open_now}` when we know it. */
const storedHours = z.object({ open_now: z.boolean().nullable().optional() }).loose();
/** Our own stored reviews (authentic contractors). */
const storedReviews = z.array(contractorReviewSchema.partial().extend({ author_name: z.string() }));

function openNowOf(hours: unknown): { open_now: boolean | null } | null {
  const parsed = storedHours.safeParse(hours);
  return parsed.success ? { open_now: parsed.data.open_now ?? null } : null;
}

/** A card from our own data (authentic contractors); null without a name. */
export function storedCard(row: Contractor): PublicContractor | null {
  if (!row.name) return null;
  return {
    id: row.id,
    name: row.name,
    industry_sector: row.industrySector,
    rating: row.rating?.toNumber() ?? null,
    total_ratings: row.totalRatings,
    address: row.address,
    types: row.businessTypes,
    opening_hours: openNowOf(row.openingHours),
    google_places_id: row.googlePlacesId,
    source: 'directory',
  };
}

/** A template contractor's card from what Places told us just now; null when it cannot be shown. */
export function liveCard(row: Contractor, place: LivePlace | null): PublicContractor | null {
  if (!place?.name || !isListable(place.businessStatus)) return null;
  return {
    id: row.id,
    name: place.name,
    industry_sector: row.industrySector,
    rating: place.rating,
    total_ratings: place.totalRatings,
    address: place.address,
    types: place.types,
    opening_hours: place.openNow === null ? null : { open_now: place.openNow },
    google_places_id: row.googlePlacesId,
    source: 'google_places',
  };
}

export function storedDetails(row: Contractor, card: PublicContractor): ContractorDetails {
  const reviews = storedReviews.safeParse(row.reviews ?? []);
  return {
    ...card,
    phone: row.phone,
    website: row.website,
    google_maps_uri: null,
    reviews: reviews.success
      ? reviews.data.map(
          (r): ContractorReview => ({
            author_name: r.author_name,
            author_url: r.author_url ?? null,
            author_photo_url: r.author_photo_url ?? null,
            rating: r.rating ?? null,
            relative_time_description: r.relative_time_description ?? null,
            text: r.text ?? null,
          }),
        )
      : [],
  };
}

/** Details from Places, the review authors' attribution kept for display. */
export function liveDetails(card: PublicContractor, place: LivePlace): ContractorDetails {
  return {
    ...card,
    phone: place.details?.phone ?? null,
    website: place.details?.website ?? null,
    google_maps_uri: place.googleMapsUri,
    reviews: (place.details?.reviews ?? []).map((r) => ({
      author_name: r.authorName,
      author_url: r.authorUrl,
      author_photo_url: r.authorPhotoUrl,
      rating: r.rating,
      relative_time_description: r.relativeTime,
      text: r.text,
    })),
  };
}

/**
 * Every field, as staff see it. For a template contractor the name, rating,
 * address and phone are Places' (live, when it answers), never stored.
 */
export function toAdminContractor(row: Contractor, place: LivePlace | null | undefined): AdminContractor {
  const live = row.isTemplate && place ? place : null;
  return {
    id: row.id,
    city_id: row.cityId,
    name: live?.name ?? row.name,
    industry_sector: row.industrySector,
    address: live?.address ?? row.address,
    phone: live?.details?.phone ?? row.phone,
    website: live?.details?.website ?? row.website,
    email: row.email,
    linkedin: row.linkedin,
    brand_account: row.brandAccount,
    contact_person: row.contactPerson,
    notes: row.notes,
    maps_cache: row.mapsCache,
    landscape_ontario_member: row.landscapeOntarioMember,
    email_tracking: row.emailTracking,
    good_email: row.goodEmail,
    competition: row.competition,
    snow_removal_contractor: row.snowRemovalContractor,
    data_source: row.dataSource,
    is_template: row.isTemplate,
    google_places_id: row.googlePlacesId,
    rating: live ? live.rating : (row.rating?.toNumber() ?? null),
    total_ratings: live ? live.totalRatings : row.totalRatings,
    price_level: row.priceLevel,
    business_status: live?.businessStatus ?? row.businessStatus,
    business_types: live ? live.types : row.businessTypes,
    opening_hours: live ? { open_now: live.openNow } : (row.openingHours ?? null),
    reviews: row.reviews ?? null,
    photos: row.photos ?? null,
    last_updated: row.lastUpdated?.toISOString() ?? null,
    verified: row.verified,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    details_source: !row.isTemplate ? 'stored' : live ? 'google_places' : 'unavailable',
  };
}
