-- The copy of the cities moves to the shared, version-guarded `cities` table;
-- weather_cities keeps only this service's own state of each city.

-- CreateTable
CREATE TABLE "cities" (
    "id" INTEGER NOT NULL,
    "slug" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "province" VARCHAR(100) NOT NULL,
    "latitude" DECIMAL(10,8) NOT NULL,
    "longitude" DECIMAL(11,8) NOT NULL,
    "page_active" BOOLEAN NOT NULL,
    "source_version" TIMESTAMPTZ(6) NOT NULL,
    "synced_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- The cities known so far, as the oldest possible version: the next event or check
-- of each city replaces it (the old copy kept no province; one slug went to one city).
INSERT INTO "cities" ("id", "slug", "name", "province", "latitude", "longitude", "page_active", "source_version", "synced_at")
SELECT "id",
       CASE WHEN row_number() OVER (PARTITION BY "city_slug" ORDER BY "active" DESC, "synced_at" DESC) = 1 THEN "city_slug" ELSE '~' || "id" END,
       "city_name", '', "latitude", "longitude", "active", TIMESTAMPTZ '1970-01-01 00:00:00+00', "synced_at"
FROM "weather_cities";

-- DropForeignKey
ALTER TABLE "weather_data" DROP CONSTRAINT "weather_data_city_id_fkey";

-- DropIndex
DROP INDEX "weather_cities_active_idx";

-- DropIndex
DROP INDEX "weather_cities_city_slug_idx";

-- AlterTable
ALTER TABLE "weather_cities" DROP COLUMN "active",
DROP COLUMN "city_name",
DROP COLUMN "city_slug",
DROP COLUMN "latitude",
DROP COLUMN "longitude",
DROP COLUMN "synced_at";

-- CreateIndex
CREATE UNIQUE INDEX "cities_slug_key" ON "cities"("slug");

-- CreateIndex
CREATE INDEX "cities_page_active_idx" ON "cities"("page_active");

-- AddForeignKey
ALTER TABLE "weather_cities" ADD CONSTRAINT "weather_cities_id_fkey" FOREIGN KEY ("id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "weather_data" ADD CONSTRAINT "weather_data_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
