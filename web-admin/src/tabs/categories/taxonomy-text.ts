import type { TaxonomyKind } from '@local-seo/contracts';

/** What the screens call each kind: 'category', 'unit type', '{brand} status'. */
export function taxonomyNoun(kind: TaxonomyKind, brandName: string): string {
  switch (kind) {
    case 'category':
      return 'category';
    case 'unit_type':
      return 'unit type';
    case 'brand_status':
      return `${brandName} status`;
  }
}

/** 'Category', 'Unit type', '{brand} status': for headings and labels. */
export const taxonomyTitle = (kind: TaxonomyKind, brandName: string): string => {
  const noun = taxonomyNoun(kind, brandName);
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/** The failure toasts of docs/behaviour/admin-back-office.md#categories: 'Failed to create category', 'Failed to create {brand} status', ... */
export const createFailedText = (kind: TaxonomyKind, brandName: string): string => `Failed to create ${taxonomyNoun(kind, brandName)}`;
