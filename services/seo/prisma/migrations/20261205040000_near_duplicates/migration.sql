-- Near-duplicate city pages (issue 34): each live city page's closest other page by the
-- MinHash estimate of their shared word 5-grams, replaced whole at each run; and whether a
-- city changed since the last run (set with each city change, cleared by the run
-- that claims it, so one replica does it).
CREATE TABLE "seo_near_duplicates" (
    "page_url" VARCHAR(500) NOT NULL,
    "closest_url" VARCHAR(500),
    "similarity" DOUBLE PRECISION,
    "computed_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "seo_near_duplicates_pkey" PRIMARY KEY ("page_url")
);

CREATE TABLE "seo_near_duplicate_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "changed_at" TIMESTAMPTZ(6),

    CONSTRAINT "seo_near_duplicate_state_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seo_near_duplicate_state_one_row" CHECK ("id" = 1)
);

INSERT INTO "seo_near_duplicate_state" ("id") VALUES (1);
