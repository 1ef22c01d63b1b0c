-- Whether a city's page was ever public. Its address answers 410 Gone when it was and is no
-- more (inactive, or in the Trash), and 404 like an unknown address when it never was: a
-- city prepared but not yet published is not confirmed to anyone
-- (docs/behaviour/public-site.md#addresses-that-keep-their-value).
ALTER TABLE "cities" ADD COLUMN     "ever_published" BOOLEAN NOT NULL DEFAULT false;

-- The live cities were published. An inactive city of before this column cannot tell, and
-- counts as never published: a 404 tells no one it exists, and drops it from search engines
-- as a 410 would.
UPDATE "cities" SET "ever_published" = true WHERE "page_active";

-- Every writer (a staff edit, the bulk activation, the demo data, a restore from the Trash)
-- makes a page live through page_active: this trigger notes it in that same statement, and
-- no write ever clears it.
CREATE FUNCTION cities_note_ever_published() RETURNS trigger AS $$
BEGIN
  IF NEW.page_active OR (TG_OP = 'UPDATE' AND OLD.ever_published) THEN
    NEW.ever_published := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER cities_note_ever_published
  BEFORE INSERT OR UPDATE ON "cities"
  FOR EACH ROW
  EXECUTE FUNCTION cities_note_ever_published();
