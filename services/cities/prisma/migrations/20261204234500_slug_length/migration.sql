-- A slug is at most 200 characters (slugMaxLength in packages/contracts): the longest path
-- parameter the services' routers take, so every city's page can be asked for by its slug.
-- A longer slug could be stored before but its page never served; none is expected here, and
-- if one exists this migration stops, naming the column, rather than cut an address short.
ALTER TABLE "cities" ALTER COLUMN "url_slug" SET DATA TYPE VARCHAR(200);
