ALTER TABLE "candidate_application_counts" ADD COLUMN "stamp" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_application_counts_stamp_idx" ON "candidate_application_counts" USING btree ("stamp");--> statement-breakpoint
-- 0032's recount, stamping each row it changes with the writing transaction (docs/decisions/034).
CREATE OR REPLACE FUNCTION candidate_application_counts_recompute(touched int[]) RETURNS void LANGUAGE sql AS $$
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
    hired = excluded.hired, rejected = excluded.rejected, withdrawn = excluded.withdrawn,
    stamp = pg_current_xact_id()::text::bigint
    WHERE (k.applications, k.active, k.hired, k.rejected, k.withdrawn)
      IS DISTINCT FROM (excluded.applications, excluded.active, excluded.hired, excluded.rejected, excluded.withdrawn);
$$;
--> statement-breakpoint
-- Every count gone at once: the search indexes read every candidate again (a removal without one).
CREATE OR REPLACE FUNCTION candidate_application_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_application_counts;
  INSERT INTO candidate_search_removals (candidate_id) VALUES (NULL);
  RETURN NULL;
END
$$;
