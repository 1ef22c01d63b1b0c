import type { RawSupplier } from '@local-seo/contracts';

/** A raw supplier is imported into the supplier locations when added_to_v2 reads 'checked'. */
export const isImportedToV2 = (supplier: Pick<RawSupplier, 'added_to_v2'>): boolean =>
  supplier.added_to_v2?.trim().toLowerCase() === 'checked';
