-- CreateTable
CREATE TABLE "cities" (
    "id" SERIAL NOT NULL,
    "city_name" VARCHAR(255) NOT NULL,
    "province" VARCHAR(100) NOT NULL,
    "country" VARCHAR(100) NOT NULL DEFAULT 'Canada',
    "latitude" DECIMAL(10,8) NOT NULL,
    "longitude" DECIMAL(11,8) NOT NULL,
    "population" INTEGER,
    "url_slug" VARCHAR(255) NOT NULL,
    "page_active" BOOLEAN NOT NULL DEFAULT false,
    "template" VARCHAR(50) NOT NULL DEFAULT 'standard',
    "seo_title" VARCHAR(255),
    "seo_description" TEXT,
    "meta_title" VARCHAR(255),
    "meta_description" TEXT,
    "canonical_url" VARCHAR(500),
    "og_title" VARCHAR(255),
    "og_description" TEXT,
    "geo_region" VARCHAR(20),
    "geo_position" VARCHAR(50),
    "icbm" VARCHAR(50),
    "last_top_products_update" TIMESTAMPTZ(6),
    "top_products_hash" VARCHAR(64),
    "schema_last_generated" TIMESTAMPTZ(6),
    "needs_schema_rebuild" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "cities_url_slug_key" ON "cities"("url_slug");

-- CreateIndex
CREATE INDEX "cities_page_active_idx" ON "cities"("page_active");
