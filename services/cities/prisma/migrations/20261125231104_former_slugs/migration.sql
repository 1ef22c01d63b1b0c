-- CreateTable
CREATE TABLE "city_former_slugs" (
    "slug" VARCHAR(255) NOT NULL,
    "city_id" INTEGER NOT NULL,
    "retired_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "city_former_slugs_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "city_former_slugs_city_id_idx" ON "city_former_slugs"("city_id");

-- AddForeignKey
ALTER TABLE "city_former_slugs" ADD CONSTRAINT "city_former_slugs_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
