-- CreateTable
CREATE TABLE "audit_entries" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "actor_email" VARCHAR(254) NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "entity" VARCHAR(40) NOT NULL,
    "entity_id" VARCHAR(200),
    "summary" JSONB NOT NULL,
    "request_id" VARCHAR(128),
    "event_id" UUID NOT NULL,
    "event_type" VARCHAR(100) NOT NULL,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "audit_entries_event_id_key" ON "audit_entries"("event_id");

-- CreateIndex
CREATE INDEX "audit_entries_at_id_idx" ON "audit_entries"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_actor_id_at_id_idx" ON "audit_entries"("actor_id", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_entity_at_id_idx" ON "audit_entries"("entity", "at" DESC, "id" DESC);
