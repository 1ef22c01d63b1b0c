-- CreateTable
CREATE TABLE "sitemap_pages" (
    "id" SERIAL NOT NULL,
    "path" VARCHAR(300) NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "city_id" INTEGER,
    "listed" BOOLEAN NOT NULL,
    "lastmod" TIMESTAMPTZ(3) NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,
    "indexnow_at" TIMESTAMPTZ(3),

    CONSTRAINT "sitemap_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sitemap_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "content_version" INTEGER NOT NULL DEFAULT 0,
    "last_change_at" TIMESTAMPTZ(3),
    "last_change_reason" VARCHAR(200),
    "layout" VARCHAR(10) NOT NULL DEFAULT 'auto',
    "indexnow_key" VARCHAR(128),

    CONSTRAINT "sitemap_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sitemap_generations" (
    "id" SERIAL NOT NULL,
    "trigger" VARCHAR(20) NOT NULL,
    "layout" VARCHAR(10) NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "content_version" INTEGER NOT NULL,
    "synced" BOOLEAN NOT NULL DEFAULT false,
    "url_count" INTEGER NOT NULL DEFAULT 0,
    "city_count" INTEGER NOT NULL DEFAULT 0,
    "sitemap_count" INTEGER NOT NULL DEFAULT 0,
    "total_bytes" BIGINT NOT NULL DEFAULT 0,
    "files" JSONB,
    "warning" TEXT,
    "error" TEXT,

    CONSTRAINT "sitemap_generations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "submissions" (
    "id" SERIAL NOT NULL,
    "engine" VARCHAR(20) NOT NULL,
    "trigger" VARCHAR(20) NOT NULL,
    "outcome" VARCHAR(20) NOT NULL,
    "success" BOOLEAN NOT NULL,
    "target" VARCHAR(2048) NOT NULL,
    "url_count" INTEGER,
    "http_status" INTEGER,
    "message" TEXT NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sitemap_pages_path_key" ON "sitemap_pages"("path");

-- CreateIndex
CREATE UNIQUE INDEX "sitemap_pages_city_id_key" ON "sitemap_pages"("city_id");

-- CreateIndex
CREATE INDEX "sitemap_pages_listed_path_idx" ON "sitemap_pages"("listed", "path");

-- CreateIndex
CREATE INDEX "sitemap_generations_status_id_idx" ON "sitemap_generations"("status", "id");

-- CreateIndex
CREATE INDEX "submissions_engine_id_idx" ON "submissions"("engine", "id");

-- The single state row every change updates.
INSERT INTO "sitemap_state" ("id") VALUES (1);
