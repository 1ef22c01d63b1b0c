-- Every city carries a version, which If-Match compares (issue 19: edits that cannot overwrite
-- each other), and who made its last change. Existing rows start at version 1.
-- AlterTable
ALTER TABLE "cities" ADD COLUMN     "updated_by" JSONB,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
