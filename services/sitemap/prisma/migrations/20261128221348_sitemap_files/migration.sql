-- The generated files move from each pod's disk into the database, so every replica serves
-- the same sitemap. Generations made before keep their rows but no files: the service
-- generates again at its next start (or schedule), as it did at every start until now.
-- CreateTable
CREATE TABLE "sitemap_files" (
    "generation_id" INTEGER NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "content" BYTEA NOT NULL,
    "bytes" INTEGER NOT NULL,

    CONSTRAINT "sitemap_files_pkey" PRIMARY KEY ("generation_id","name")
);

-- AddForeignKey
ALTER TABLE "sitemap_files" ADD CONSTRAINT "sitemap_files_generation_id_fkey" FOREIGN KEY ("generation_id") REFERENCES "sitemap_generations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept uncompressed, so that a replica reading a file piece by piece (stored-files.ts) reads
-- only those pieces, and a generation spends no time compressing what it stores.
ALTER TABLE "sitemap_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
