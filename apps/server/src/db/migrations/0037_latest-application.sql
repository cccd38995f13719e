ALTER TABLE "candidate_application_counts" ADD COLUMN "latest_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_application_counts" ADD COLUMN "latest_application_id" integer;--> statement-breakpoint
-- 0035's recount, which also keeps each candidate's newest application in the applications page's
-- order (applied_at, then id): the page of a search then reads only the people whose newest
-- application can be on it (docs/decisions/034).
CREATE OR REPLACE FUNCTION candidate_application_counts_recompute(touched int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO candidate_application_counts AS k (candidate_id, applications, active, hired, rejected, withdrawn,
    latest_applied_at, latest_application_id)
  SELECT c.id, count(a.id)::int,
    (count(a.id) FILTER (WHERE a.status = 'active'))::int,
    (count(a.id) FILTER (WHERE a.status = 'hired'))::int,
    (count(a.id) FILTER (WHERE a.status = 'rejected'))::int,
    (count(a.id) FILTER (WHERE a.status = 'withdrawn'))::int,
    max(a.applied_at),
    (array_agg(a.id ORDER BY a.applied_at DESC, a.id DESC) FILTER (WHERE a.id IS NOT NULL))[1]
  FROM candidates c LEFT JOIN applications a ON a.candidate_id = c.id
  WHERE c.id = ANY(touched)
  GROUP BY c.id
  ORDER BY c.id
  ON CONFLICT (candidate_id) DO UPDATE SET applications = excluded.applications, active = excluded.active,
    hired = excluded.hired, rejected = excluded.rejected, withdrawn = excluded.withdrawn,
    latest_applied_at = excluded.latest_applied_at, latest_application_id = excluded.latest_application_id,
    stamp = pg_current_xact_id()::text::bigint
    WHERE (k.applications, k.active, k.hired, k.rejected, k.withdrawn, k.latest_applied_at, k.latest_application_id)
      IS DISTINCT FROM (excluded.applications, excluded.active, excluded.hired, excluded.rejected,
        excluded.withdrawn, excluded.latest_applied_at, excluded.latest_application_id);
$$;
--> statement-breakpoint
-- An application whose date changed is recounted too (its candidate's newest may change).
CREATE OR REPLACE FUNCTION candidate_application_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_application_counts_recompute(ARRAY(
    SELECT n.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.candidate_id <> o.candidate_id OR n.applied_at <> o.applied_at
    UNION
    SELECT o.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.candidate_id <> o.candidate_id OR n.applied_at <> o.applied_at));
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE candidate_application_counts k
  SET latest_applied_at = l.applied_at, latest_application_id = l.id,
    stamp = pg_current_xact_id()::text::bigint
  FROM (
    SELECT DISTINCT ON (candidate_id) candidate_id, applied_at, id
    FROM applications ORDER BY candidate_id, applied_at DESC, id DESC
  ) l
  WHERE k.candidate_id = l.candidate_id;
