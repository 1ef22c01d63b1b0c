-- The Trash (issue 19): a record staff delete leaves its table for this one, whole, for 30
-- days (restorable with the same id and fields), then a daily task purges it.
CREATE TABLE "trash" (
    "entity" VARCHAR(20) NOT NULL,
    "record_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "detail" TEXT,
    "record" JSONB NOT NULL,
    "dependents" JSONB NOT NULL DEFAULT '{}',
    "deleted_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_by" JSONB,

    CONSTRAINT "trash_pkey" PRIMARY KEY ("entity","record_id")
);

CREATE INDEX "trash_deleted_at_idx" ON "trash"("deleted_at");
