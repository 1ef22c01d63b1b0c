// The generated layout's texts; those docs/behaviour/public-site.md#generated-layout quotes are exactly as written there.
import type { Industry } from '@local-seo/contracts';

const industryNames: Record<Industry, string> = {
  landscaping: 'Landscaping',
  hardscaping: 'Hardscaping',
  excavation: 'Excavation',
};

export const generatedTexts = {
  heroTitle: (city: string) => `Landscaping Supplies Delivered in ${city}`,
  heroLead: (city: string, brand: string) =>
    `Topsoil, mulch, aggregates, sand and decorative stone from ${brand}, delivered to your project in ${city}.`,
  shopProducts: 'Shop Products',
  deliveryInformation: 'Delivery Information',

  weatherTitle: (city: string) => `Weather in ${city}`,
  forecastTitle: '14-Day Forecast',
  recommendationsTitle: 'Landscaping Recommendations',

  productsTitle: (city: string) => `Products Available in ${city}`,
  productCategories: 'Product categories',
  productsOf: (category: string) => `${category} products`,
  viewProduct: 'View Product',
  contactUs: 'Contact Us',
  deliveryInfoLink: (city: string) => `Delivery information for ${city}`,
  opensInNewTab: '(opens in a new tab)',

  contractorsTitle: (city: string) => `Local Contractors in ${city}`,
  industryTitle: (industry: Industry) => `${industryNames[industry]} Contractors`,
  contractorsOf: (industry: Industry) => `${industry} contractors`,
  noContractors: (industry: Industry, city: string) => `No ${industry} contractors found for ${city} at this time.`,
  contractorsFailed: (industry: Industry) => `The full list of ${industry} contractors could not be loaded.`,
  tryAgain: 'Try again',
  viewDetails: 'Details & reviews',
  loading: 'Loading...',
  detailsFailed: 'Failed to load contractor details. Please try again.',
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet.',
  reviewsFromGoogle: 'Reviews from Google',
  close: 'Close',

  resourcesTitle: 'Resources & Articles',

  footerProducts: 'Products',
  footerCompany: 'Company',
  footerCustomerService: 'Customer Service',
  footerMailingAddress: 'Mailing Address',
  shopAllProducts: 'Shop all products',
  aboutUs: 'About Us',
} as const;
