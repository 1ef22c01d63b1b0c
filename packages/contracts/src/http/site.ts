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
    }),
  );
