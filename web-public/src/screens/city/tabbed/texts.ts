// The tabbed layout's texts, exactly as docs/behaviour/public-site.md#tabbed-layout quotes them.
import type { Industry } from '@local-seo/contracts';

export const tabbedTexts = {
  hero: (city: string) => `Premium Landscaping Supplies in ${city}`,
  recommendationsTitle: 'Landscaping Recommendations',
  availableIn: (city: string) => `Available for delivery in ${city}`,
  viewProduct: 'View Product Details',
  noProducts: (city: string) => `No products available for delivery to ${city} at this time.`,
  moreContractors: (more: number, industry: Industry, city: string) => `+ ${more} more ${industry} professionals in ${city}`,
  noContractors: (city: string) => `No contractors found for ${city} at this time.`,
  noContractorsDetail: 'Check back soon for updates to our contractor directory.',
  noResources: (city: string) => `No resources available for ${city} at this time.`,
  noResourcesDetail: 'Check back soon for helpful landscaping guides and tools.',
} as const;
