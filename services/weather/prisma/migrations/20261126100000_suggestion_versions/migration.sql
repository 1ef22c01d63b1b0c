-- Every weather suggestion carries a version, which If-Match compares (issue 19: edits that
-- cannot overwrite each other), as products, cities and locations do. Existing rows start at 1.
ALTER TABLE "weather_suggestions" ADD COLUMN     "updated_by" JSONB,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- A staff edit raises the version itself, in its compare-and-set UPDATE (with who made it).
-- Any other writer (the suggestions import) changes the row without doing so: this trigger
-- raises the version in that same statement and forgets the editor, whom that writer does not
-- name, so that a form loaded before it is refused too.
CREATE FUNCTION weather_suggestions_raise_version() RETURNS trigger AS $$
BEGIN
  IF NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
    NEW.updated_by := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER weather_suggestions_raise_version
  BEFORE UPDATE ON "weather_suggestions"
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION weather_suggestions_raise_version();
