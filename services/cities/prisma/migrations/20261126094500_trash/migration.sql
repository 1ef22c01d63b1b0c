-- The Trash (issue 19): a deleted city is kept here whole for 30 days, restorable, then purged
-- (the same table in every service that has a Trash: packages/service-kit/src/db/trash.ts).
-- CreateTable
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

-- CreateIndex
CREATE INDEX "trash_entity_deleted_at_idx" ON "trash"("entity", "deleted_at" DESC);
