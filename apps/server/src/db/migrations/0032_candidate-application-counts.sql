CREATE TABLE "candidate_application_counts" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"hired" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_application_counts" ADD CONSTRAINT "candidate_application_counts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers (docs/decisions/019), as candidate_match_averages is: a statement
-- that adds, removes, moves between candidates or changes the status of applications counts each
-- candidate it touched afresh, in candidate order (so two writers lock rows in the same order).
CREATE FUNCTION candidate_application_counts_recompute(touched int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO candidate_application_counts AS k (candidate_id, applications, active, hired, rejected, withdrawn)
  SELECT c.id, count(a.id)::int,
    (count(a.id) FILTER (WHERE a.status = 'active'))::int,
    (count(a.id) FILTER (WHERE a.status = 'hired'))::int,
    (count(a.id) FILTER (WHERE a.status = 'rejected'))::int,
    (count(a.id) FILTER (WHERE a.status = 'withdrawn'))::int
  FROM candidates c LEFT JOIN applications a ON a.candidate_id = c.id
  WHERE c.id = ANY(touched)
  GROUP BY c.id
  ORDER BY c.id
  ON CONFLICT (candidate_id) DO UPDATE SET applications = excluded.applications, active = excluded.active,
    hired = excluded.hired, rejected = excluded.rejected, withdrawn = excluded.withdrawn
    WHERE (k.applications, k.active, k.hired, k.rejected, k.withdrawn)
      IS DISTINCT FROM (excluded.applications, excluded.active, excluded.hired, excluded.rejected, excluded.withdrawn);
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_application_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_application_counts_recompute(ARRAY(SELECT DISTINCT candidate_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_application_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_application_counts_recompute(ARRAY(
    SELECT n.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.candidate_id <> o.candidate_id
    UNION
    SELECT o.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.candidate_id <> o.candidate_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_application_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_application_counts_recompute(ARRAY(SELECT DISTINCT candidate_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_application_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_application_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_application_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_application_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER candidate_application_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_application_counts_updated();
--> statement-breakpoint
CREATE TRIGGER candidate_application_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_application_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER candidate_application_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_application_counts_truncated();
--> statement-breakpoint
INSERT INTO candidate_application_counts (candidate_id, applications, active, hired, rejected, withdrawn)
  SELECT candidate_id, count(*)::int,
    (count(*) FILTER (WHERE status = 'active'))::int,
    (count(*) FILTER (WHERE status = 'hired'))::int,
    (count(*) FILTER (WHERE status = 'rejected'))::int,
    (count(*) FILTER (WHERE status = 'withdrawn'))::int
  FROM applications GROUP BY candidate_id ORDER BY candidate_id;
