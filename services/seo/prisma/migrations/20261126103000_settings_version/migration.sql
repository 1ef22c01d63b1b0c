-- The SEO settings carry a version, which If-Match compares (issue 19: edits that cannot
-- overwrite each other). The settings are rows by key, so their version is one row of its
-- own, raised in the same transaction as every save of them.
CREATE TABLE "seo_settings_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" JSONB,

    CONSTRAINT "seo_settings_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seo_settings_version_one_row" CHECK ("id" = 1)
);

INSERT INTO "seo_settings_version" ("id", "version") VALUES (1, 1);
