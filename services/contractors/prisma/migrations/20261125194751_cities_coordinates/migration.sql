-- The copy of cities holds each city's coordinates too, as every service's copy does.
-- Rows copied before have none: the copy is emptied, and the service fills it again
-- from the cities service at its next start (an empty copy is filled at start).
DELETE FROM "cities";

-- AlterTable
ALTER TABLE "cities" ADD COLUMN     "latitude" DECIMAL(10,8) NOT NULL,
ADD COLUMN     "longitude" DECIMAL(11,8) NOT NULL;
