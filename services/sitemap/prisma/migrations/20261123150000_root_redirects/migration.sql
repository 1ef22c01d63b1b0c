-- The public site's root now answers 301 to /delivery: it leaves the sitemap,
-- and the change is recorded so that IndexNow hears of it.
UPDATE "sitemap_pages" SET "listed" = false, "changed_at" = CURRENT_TIMESTAMP WHERE "path" = '/';
