CREATE TABLE "job_search_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The one row the job search indexes read (docs/decisions/035).
INSERT INTO "job_search_versions" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION job_search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_search_versions SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_search_version_written AFTER INSERT OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_version_bump();
--> statement-breakpoint
CREATE TRIGGER job_search_version_changed AFTER UPDATE OF title, department, location, status ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_version_bump();
