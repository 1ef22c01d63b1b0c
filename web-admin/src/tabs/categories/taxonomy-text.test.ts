import type { TaxonomyKind } from '@local-seo/contracts';
import { expectExamples } from '@local-seo/testing/examples';
import { describe, it } from 'vitest';
import { createFailedText, taxonomyTitle } from './taxonomy-text';

describe('the names of categories, unit types and brand statuses', () => {
  it('title each kind and word its spec failure toast, with the brand name', () => {
    const texts = (kind: TaxonomyKind) => ({ title: taxonomyTitle(kind, 'Northway'), createFailed: createFailedText(kind, 'Northway') });
    expectExamples(texts, {
      category: { title: 'Category', createFailed: 'Failed to create category' },
      unit_type: { title: 'Unit type', createFailed: 'Failed to create unit type' },
      brand_status: { title: 'Northway status', createFailed: 'Failed to create Northway status' },
    });
  });
});
