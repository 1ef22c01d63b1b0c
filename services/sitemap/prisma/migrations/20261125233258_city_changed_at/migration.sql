-- AlterTable
ALTER TABLE "sitemap_pages" ADD COLUMN     "city_changed_at" TIMESTAMPTZ(3);
