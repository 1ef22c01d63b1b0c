-- AlterTable
ALTER TABLE "sitemap_state" ADD COLUMN     "brand_settings_version" VARCHAR(64);
