-- A city's own content, written by staff (issue 34; docs/decisions.md, decision 16): its local
-- introduction, HTML sanitised by the cities service before it is stored, and its local
-- resources, a list of {title, url, text} (a link or a short text each).
ALTER TABLE "cities" ADD COLUMN     "local_introduction" TEXT,
ADD COLUMN     "local_resources" JSONB NOT NULL DEFAULT '[]';
