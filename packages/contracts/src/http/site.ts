import { z } from 'zod';

/**
 * The brand and its links, from configuration (BRAND_* variables), with working
 * demo defaults. `GET /api/site` answers them for the frontends.
 */
export const siteSettingsSchema = z.object({
  brandName: z.string(),
  /** The site's public origin, e.g. https://supplies.example.ca (canonical links, Open Graph). */
  publicBaseUrl: z.url(),
  mainSiteUrl: z.url(),
  shopUrl: z.url(),
  contractorsUrl: z.url(),
  aboutUrl: z.url(),
  contactUrl: z.url(),
  deliveryInfoUrl: z.url(),
  blogUrl: z.url(),
  soilCalculatorUrl: z.url(),
  phone: z.string(),
  email: z.email(),
  mailingAddress: z.string(),
  /** Where the yard is (the business's geo in its structured data). */
  yardLatitude: z.number().min(-90).max(90),
  yardLongitude: z.number().min(-180).max(180),
  /** The brand's own profiles elsewhere (schema.org sameAs); may be none. */
  sameAs: z.array(z.url()),
  /** The share of public page views whose Core Web Vitals are measured and sent (0 to 1). */
  vitalsSampleRate: z.number().min(0).max(1),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const url = (fallback: string) => z.url().default(fallback);

/** BRAND_* and PUBLIC_BASE_URL as environment variables, validated, turned into SiteSettings. */
export const siteEnvSchema = z
  .object({
    BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
    PUBLIC_BASE_URL: url('http://localhost:8080'),
    BRAND_MAIN_SITE_URL: url('https://northway-landscape.example'),
    BRAND_SHOP_URL: url('https://northway-landscape.example/shop'),
    BRAND_CONTRACTORS_URL: url('https://northway-landscape.example/contractors'),
    BRAND_ABOUT_URL: url('https://northway-landscape.example/about'),
    BRAND_CONTACT_URL: url('https://northway-landscape.example/contact'),
    BRAND_DELIVERY_INFO_URL: url('https://northway-landscape.example/delivery-information'),
    BRAND_BLOG_URL: url('https://northway-landscape.example/blog'),
    BRAND_SOIL_CALCULATOR_URL: url('https://northway-landscape.example/soil-calculator'),
    BRAND_PHONE: z.string().min(1).default('+1-705-555-0142'),
    BRAND_EMAIL: z.email().default('orders@northway-landscape.example'),
    BRAND_MAILING_ADDRESS: z.string().min(1).default('1200 Yard Road, Barrie, ON L4N 0A1, Canada'),
    // The demo yard's position, in Barrie.
    BRAND_YARD_LATITUDE: z.coerce.number().min(-90).max(90).default(44.3501),
    BRAND_YARD_LONGITUDE: z.coerce.number().min(-180).max(180).default(-79.6582),
    /** Comma-separated profile URLs (social pages, a business directory). */
    BRAND_SAME_AS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(z.url('BRAND_SAME_AS must list URLs separated by commas'))),
    /** The share of page views that measure their Core Web Vitals: one in ten by default, 1 for every one. */
    VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  })
  .transform(
    (env): SiteSettings => ({
      brandName: env.BRAND_NAME,
      publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ''),
      mainSiteUrl: env.BRAND_MAIN_SITE_URL,
      shopUrl: env.BRAND_SHOP_URL,
      contractorsUrl: env.BRAND_CONTRACTORS_URL,
      aboutUrl: env.BRAND_ABOUT_URL,
      contactUrl: env.BRAND_CONTACT_URL,
      deliveryInfoUrl: env.BRAND_DELIVERY_INFO_URL,
      blogUrl: env.BRAND_BLOG_URL,
      soilCalculatorUrl: env.BRAND_SOIL_CALCULATOR_URL,
      phone: env.BRAND_PHONE,
      email: env.BRAND_EMAIL,
      mailingAddress: env.BRAND_MAILING_ADDRESS,
      yardLatitude: env.BRAND_YARD_LATITUDE,
      yardLongitude: env.BRAND_YARD_LONGITUDE,
      sameAs: env.BRAND_SAME_AS,
      vitalsSampleRate: env.VITALS_SAMPLE_RATE,
    }),
  );

/** The public site's terms and privacy pages, made from the brand settings (docs/behaviour/public-site.md, "Terms and privacy"): kept like other pages and listed in the sitemap. */
export const legalPagePaths = ['/terms', '/privacy'] as const;
