import { trashEntityNames, type TrashEntity, type TrashItem } from '@local-seo/contracts';

/** The Trash tab's filter, as it stands in its URL (/admin/trash?kind=city). */
export interface TrashFilters {
  kind?: TrashEntity;
}

/** What staff call each kind of record, one and several. */
export const trashKindLabels: Record<TrashEntity, { one: string; many: string }> = {
  city: { one: 'City', many: 'Cities' },
  product: { one: 'Product', many: 'Products' },
  location: { one: 'Supplier location', many: 'Supplier locations' },
  keyword: { one: 'Keyword', many: 'Keywords' },
  contractor: { one: 'Contractor', many: 'Contractors' },
};

/** The filter a URL's search names; a kind that is none is left out rather than refused. */
export function trashFiltersOf(search: Record<string, unknown>): TrashFilters {
  const kind = trashEntityNames.find((name) => name === search.kind);
  return kind ? { kind } : {};
}

/** The items of the chosen kind (all without one), in the order given (newest first). */
export const filterTrash = (items: readonly TrashItem[], filters: TrashFilters): TrashItem[] =>
  filters.kind ? items.filter((item) => item.entity === filters.kind) : [...items];

/** The notice when some kinds' services did not answer: what the list may lack; null when all answered. */
export function unavailableNotice(unavailable: readonly TrashEntity[]): string | null {
  if (unavailable.length === 0) return null;
  const names = unavailable.map((kind) => trashKindLabels[kind].many.toLowerCase());
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `The deleted ${listed} could not be loaded right now, so they are missing from this list. Please try again shortly.`;
}
