-- CreateEnum
CREATE TYPE "industry" AS ENUM ('landscaping', 'hardscaping', 'excavation');

-- CreateEnum
CREATE TYPE "data_source" AS ENUM ('template', 'authentic');

-- CreateEnum
CREATE TYPE "population_status" AS ENUM ('pending', 'running', 'succeeded', 'failed', 'not_configured');

-- CreateEnum
CREATE TYPE "population_trigger" AS ENUM ('city_created', 'admin');

-- CreateTable
CREATE TABLE "contractors" (
    "id" SERIAL NOT NULL,
    "city_id" INTEGER NOT NULL,
    "name" VARCHAR(255),
    "name_key" VARCHAR(255),
    "industry_sector" "industry" NOT NULL,
    "address" TEXT,
    "phone" VARCHAR(50),
    "website" VARCHAR(500),
    "email" VARCHAR(255),
    "linkedin" VARCHAR(500),
    "brand_account" VARCHAR(50),
    "contact_person" VARCHAR(255),
    "notes" TEXT,
    "maps_cache" TEXT,
    "landscape_ontario_member" VARCHAR(50),
    "email_tracking" VARCHAR(255),
    "good_email" VARCHAR(50),
    "competition" VARCHAR(50),
    "snow_removal_contractor" VARCHAR(50),
    "data_source" "data_source" NOT NULL DEFAULT 'template',
    "is_template" BOOLEAN NOT NULL DEFAULT true,
    "google_places_id" VARCHAR(255),
    "rating" DECIMAL(3,2),
    "total_ratings" INTEGER,
    "price_level" VARCHAR(40),
    "business_status" VARCHAR(40),
    "business_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "opening_hours" JSONB,
    "reviews" JSONB,
    "photos" JSONB,
    "search_rank" INTEGER,
    "last_updated" TIMESTAMPTZ(6),
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contractors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "population_jobs" (
    "id" SERIAL NOT NULL,
    "city_id" INTEGER NOT NULL,
    "city_slug" VARCHAR(255) NOT NULL,
    "city_name" VARCHAR(255) NOT NULL,
    "province" VARCHAR(100) NOT NULL,
    "latitude" DECIMAL(10,8) NOT NULL,
    "longitude" DECIMAL(11,8) NOT NULL,
    "industry" "industry" NOT NULL,
    "trigger" "population_trigger" NOT NULL,
    "source_event_id" UUID,
    "status" "population_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "found" INTEGER,
    "created" INTEGER,
    "error" TEXT,
    "locked_until" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(6),
    "finished_at" TIMESTAMPTZ(6),

    CONSTRAINT "population_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contractors_city_id_industry_sector_active_idx" ON "contractors"("city_id", "industry_sector", "active");

-- CreateIndex
CREATE INDEX "contractors_is_template_industry_sector_id_idx" ON "contractors"("is_template", "industry_sector", "id");

-- CreateIndex
CREATE INDEX "contractors_brand_account_idx" ON "contractors"("brand_account");

-- CreateIndex
CREATE INDEX "contractors_city_id_industry_sector_name_key_idx" ON "contractors"("city_id", "industry_sector", "name_key");

-- CreateIndex
CREATE UNIQUE INDEX "contractors_city_id_industry_sector_google_places_id_key" ON "contractors"("city_id", "industry_sector", "google_places_id");

-- CreateIndex
CREATE INDEX "population_jobs_status_id_idx" ON "population_jobs"("status", "id");

-- CreateIndex
CREATE INDEX "population_jobs_city_id_industry_id_idx" ON "population_jobs"("city_id", "industry", "id");

-- CreateIndex
CREATE UNIQUE INDEX "population_jobs_source_event_id_industry_key" ON "population_jobs"("source_event_id", "industry");
