import { z } from 'zod';
import { actorSchema } from './actor.js';

/**
 * The Trash: a deleted product, supplier location, keyword, contractor or city is
 * kept this many days, restorable, and treated as gone everywhere else (a trashed
 * city's page answers 410); then it is purged for good.
 */
export const trashRetentionDays = 30;

/** The kinds of record a delete moves to the Trash, and each one's path segment. */
export const trashEntities = {
  product: 'products',
  location: 'supplier-locations',
  keyword: 'keywords',
  contractor: 'contractors',
  city: 'cities',
} as const;
export type TrashEntity = keyof typeof trashEntities;
export const trashEntityNames = Object.keys(trashEntities) as TrashEntity[];

/** When a record trashed at `deletedAt` is purged. */
export const trashPurgeAt = (deletedAt: Date): Date => new Date(deletedAt.getTime() + trashRetentionDays * 86_400_000);

/** One record in the Trash. */
export const trashItemSchema = z.object({
  entity: z.enum(trashEntityNames as [TrashEntity, ...TrashEntity[]]),
  /** The record's id as its service names it (a number's digits for all five today). */
  id: z.string(),
  /** What staff know it by: the product's or location's name, the keyword, the contractor's business name, the city's name. */
  name: z.string(),
  /** More to tell it apart: the keyword's page, the contractor's city, the location's supplier; null when nothing. */
  detail: z.string().nullable(),
  deletedAt: z.iso.datetime(),
  /** Who deleted it; null when unknown (a script without a session). */
  deletedBy: actorSchema.nullable(),
  /** When it is purged unless restored: deletedAt + 30 days. */
  purgeAt: z.iso.datetime(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** A service's part of the Trash: its trashed records of one kind, newest first. */
export const trashListSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashList = z.infer<typeof trashListSchema>;

/** The whole Trash as the gateway composes it, newest first; `unavailable` names the kinds whose service did not answer. */
export const trashPageSchema = z.object({
  items: z.array(trashItemSchema),
  unavailable: z.array(z.enum(trashEntityNames as [TrashEntity, ...TrashEntity[]])),
});
export type TrashPage = z.infer<typeof trashPageSchema>;
