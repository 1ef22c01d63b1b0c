-- Field Core Web Vitals (docs/decisions.md, decision 18): one row per metric of a sampled page
-- view, sent by the public pages as they are hidden. Only the page, the metric, its value, the
-- device class and the day are kept (no address, no cookie, no time of day); rows older than
-- 28 days are pruned every night.
CREATE TABLE "seo_vital_samples" (
    "id" BIGSERIAL NOT NULL,
    "page_url" VARCHAR(500) NOT NULL,
    "metric" VARCHAR(4) NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "device" VARCHAR(7) NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "seo_vital_samples_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seo_vital_samples_metric" CHECK ("metric" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
    CONSTRAINT "seo_vital_samples_device" CHECK ("device" IN ('mobile', 'desktop')),
    CONSTRAINT "seo_vital_samples_value" CHECK ("value" >= 0)
);

CREATE INDEX "seo_vital_samples_day_idx" ON "seo_vital_samples"("day");
CREATE INDEX "seo_vital_samples_page_url_metric_idx" ON "seo_vital_samples"("page_url", "metric");
