-- City lists now carry each product's brand status and leave discontinued products out
-- (docs/decisions.md, decision 10): every stored list is rebuilt at its next read.
UPDATE "city_listings" SET "wanted_version" = "wanted_version" + 1;
