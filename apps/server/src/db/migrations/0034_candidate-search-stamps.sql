CREATE TABLE "candidate_search_removals" (
	"candidate_id" integer,
	"stamp" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_stamp" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_removals_stamp_idx" ON "candidate_search_removals" USING btree ("stamp");--> statement-breakpoint
CREATE INDEX "candidate_search_removals_removed_at_idx" ON "candidate_search_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "candidates_search_stamp_idx" ON "candidates" USING btree ("search_stamp");--> statement-breakpoint
-- A changed name, company, e-mail or date added is stamped with the writing transaction, as an insert is (the column's default).
CREATE FUNCTION candidate_search_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_stamp := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_stamp BEFORE UPDATE OF full_name, current_company, emails, created_at ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_search_stamp();
--> statement-breakpoint
-- Deleted candidates, for the search indexes to drop; removals a day old go as new ones come.
CREATE FUNCTION candidate_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_search_removals WHERE removed_at < now() - interval '1 day';
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO candidate_search_removals (candidate_id) VALUES (NULL);
  ELSE
    INSERT INTO candidate_search_removals (candidate_id) SELECT id FROM gone;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_removed AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_removed();
--> statement-breakpoint
CREATE TRIGGER candidate_search_truncated AFTER TRUNCATE ON candidates
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_removed();
