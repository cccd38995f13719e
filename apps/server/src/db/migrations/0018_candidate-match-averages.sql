CREATE TABLE "candidate_match_averages" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"average_match" integer
);
--> statement-breakpoint
ALTER TABLE "candidate_match_averages" ADD CONSTRAINT "candidate_match_averages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_match_averages_order_idx" ON "candidate_match_averages" USING btree ("average_match" DESC NULLS LAST,"candidate_id" DESC NULLS LAST);--> statement-breakpoint
-- Kept by statement triggers (docs/decisions/018): a new candidate gets a row; a statement that
-- adds, removes or rescores applications recomputes the average of each candidate it touched,
-- exactly as the candidate list computed it (round(avg) of the scores above zero).
CREATE FUNCTION candidate_match_averages_recompute(touched int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO candidate_match_averages AS m (candidate_id, average_match)
  SELECT c.id, (SELECT round(avg(a.match_score))::int FROM applications a WHERE a.candidate_id = c.id AND a.match_score > 0)
  FROM candidates c WHERE c.id = ANY(touched)
  ORDER BY c.id
  ON CONFLICT (candidate_id) DO UPDATE SET average_match = excluded.average_match
    WHERE m.average_match IS DISTINCT FROM excluded.average_match;
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_match_averages_candidates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_match_averages (candidate_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_match_averages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_match_averages_recompute(ARRAY(SELECT DISTINCT candidate_id FROM new_rows WHERE match_score > 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_match_averages_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_match_averages_recompute(ARRAY(
    SELECT n.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.match_score IS DISTINCT FROM o.match_score OR n.candidate_id <> o.candidate_id
    UNION
    SELECT o.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.match_score IS DISTINCT FROM o.match_score OR n.candidate_id <> o.candidate_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_match_averages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_match_averages_recompute(ARRAY(SELECT DISTINCT candidate_id FROM old_rows WHERE match_score > 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_match_averages_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_match_averages SET average_match = NULL WHERE average_match IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_match_averages_candidate_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_match_averages_candidates_inserted();
--> statement-breakpoint
CREATE TRIGGER candidate_match_averages_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_match_averages_inserted();
--> statement-breakpoint
CREATE TRIGGER candidate_match_averages_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_match_averages_updated();
--> statement-breakpoint
CREATE TRIGGER candidate_match_averages_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_match_averages_deleted();
--> statement-breakpoint
CREATE TRIGGER candidate_match_averages_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_match_averages_truncated();
--> statement-breakpoint
INSERT INTO candidate_match_averages (candidate_id, average_match)
  SELECT c.id, (SELECT round(avg(a.match_score))::int FROM applications a WHERE a.candidate_id = c.id AND a.match_score > 0)
  FROM candidates c;
