-- CreateTable
CREATE TABLE "seo_keywords" (
    "id" SERIAL NOT NULL,
    "page_type" VARCHAR(20) NOT NULL,
    "page_id" VARCHAR(100) NOT NULL,
    "page_url" VARCHAR(500) NOT NULL,
    "keyword" VARCHAR(255) NOT NULL,
    "keyword_type" VARCHAR(20) NOT NULL,
    "search_volume" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_keywords_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_tracking_runs" (
    "id" SERIAL NOT NULL,
    "run_type" VARCHAR(20) NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'pending',
    "keywords_tracked" INTEGER NOT NULL DEFAULT 0,
    "api_calls_made" INTEGER NOT NULL DEFAULT 0,
    "error_message" TEXT,
    "started_at" TIMESTAMPTZ(6),
    "completed_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_tracking_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_serp_data" (
    "id" SERIAL NOT NULL,
    "tracking_run_id" INTEGER,
    "keyword_id" INTEGER NOT NULL,
    "position" DOUBLE PRECISION,
    "url_found" VARCHAR(2048),
    "title" TEXT,
    "description" TEXT,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "ctr" DOUBLE PRECISION,
    "tracked_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_serp_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_backlink_data" (
    "id" SERIAL NOT NULL,
    "page_url" VARCHAR(2048) NOT NULL,
    "total_backlinks" INTEGER NOT NULL DEFAULT 0,
    "referring_domains" INTEGER NOT NULL DEFAULT 0,
    "dofollow_backlinks" INTEGER NOT NULL DEFAULT 0,
    "nofollow_backlinks" INTEGER NOT NULL DEFAULT 0,
    "domain_rating" DECIMAL(5,2),
    "tracked_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_backlink_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_onpage_data" (
    "id" SERIAL NOT NULL,
    "page_url" VARCHAR(2048) NOT NULL,
    "http_status" INTEGER,
    "overall_score" INTEGER NOT NULL DEFAULT 0,
    "meta_title_score" INTEGER NOT NULL DEFAULT 0,
    "meta_description_score" INTEGER NOT NULL DEFAULT 0,
    "h1_score" INTEGER NOT NULL DEFAULT 0,
    "content_score" INTEGER NOT NULL DEFAULT 0,
    "word_count" INTEGER NOT NULL DEFAULT 0,
    "internal_links" INTEGER NOT NULL DEFAULT 0,
    "external_links" INTEGER NOT NULL DEFAULT 0,
    "images_without_alt" INTEGER NOT NULL DEFAULT 0,
    "page_load_time" INTEGER,
    "issues_found" JSONB NOT NULL DEFAULT '[]',
    "tracked_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_onpage_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_settings" (
    "id" SERIAL NOT NULL,
    "setting_key" VARCHAR(100) NOT NULL,
    "setting_value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schema_settings_versions" (
    "version" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,
    "changed_sections" TEXT[],
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schema_settings_versions_pkey" PRIMARY KEY ("version")
);

-- CreateIndex
CREATE INDEX "seo_keywords_active_idx" ON "seo_keywords"("active");

-- CreateIndex
CREATE UNIQUE INDEX "seo_keywords_page_type_page_id_keyword_key" ON "seo_keywords"("page_type", "page_id", "keyword");

-- CreateIndex
CREATE INDEX "seo_tracking_runs_status_idx" ON "seo_tracking_runs"("status");

-- CreateIndex
CREATE INDEX "seo_serp_data_keyword_id_tracked_at_idx" ON "seo_serp_data"("keyword_id", "tracked_at");

-- CreateIndex
CREATE INDEX "seo_serp_data_tracking_run_id_idx" ON "seo_serp_data"("tracking_run_id");

-- CreateIndex
CREATE INDEX "seo_backlink_data_page_url_tracked_at_idx" ON "seo_backlink_data"("page_url", "tracked_at");

-- CreateIndex
CREATE INDEX "seo_onpage_data_page_url_tracked_at_idx" ON "seo_onpage_data"("page_url", "tracked_at");

-- CreateIndex
CREATE UNIQUE INDEX "seo_settings_setting_key_key" ON "seo_settings"("setting_key");

-- AddForeignKey
ALTER TABLE "seo_serp_data" ADD CONSTRAINT "seo_serp_data_tracking_run_id_fkey" FOREIGN KEY ("tracking_run_id") REFERENCES "seo_tracking_runs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seo_serp_data" ADD CONSTRAINT "seo_serp_data_keyword_id_fkey" FOREIGN KEY ("keyword_id") REFERENCES "seo_keywords"("id") ON DELETE CASCADE ON UPDATE CASCADE;
