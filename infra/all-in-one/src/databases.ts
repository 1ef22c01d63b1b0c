import { auditService } from '@local-seo/audit';
import { catalogService } from '@local-seo/catalog';
import { citiesService } from '@local-seo/cities';
import { contractorsService } from '@local-seo/contractors';
import { gatewayPrismaPaths } from '@local-seo/gateway';
import { seoService } from '@local-seo/seo';
import { sitemapService } from '@local-seo/sitemap';
import { weatherService } from '@local-seo/weather';

/** A database the product makes, with the migrations that give it its tables. */
export interface ProductDatabase {
  name: string;
  schemaPath: string;
  migrationsDir: string;
}

/** Every database `npm start` keeps on its embedded server: one per service, and the gateway's staff accounts. */
export const productDatabases: ProductDatabase[] = [
  ...[citiesService, catalogService, contractorsService, weatherService, seoService, sitemapService, auditService].map((service) => ({
    name: service.name,
    ...service.database,
  })),
  { name: 'staff', ...gatewayPrismaPaths },
];
