CREATE TABLE "application_stage_counts" (
	"job_id" integer NOT NULL,
	"stage_key" text NOT NULL,
	"status" text NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"score_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_stage_counts_job_id_stage_key_status_pk" PRIMARY KEY("job_id","stage_key","status")
);
--> statement-breakpoint
CREATE INDEX "applications_active_applied_idx" ON "applications" USING btree ("applied_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "applications_active_stage_entered_idx" ON "applications" USING btree ("stage_entered_at") WHERE status = 'active';--> statement-breakpoint
-- Kept by statement triggers (docs/decisions/018): each statement's changed rows, grouped, counted
-- in, out or both; a change that moves no count writes nothing, and counters are locked in key
-- order so two transactions never wait on each other in opposite orders.
CREATE FUNCTION application_stage_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts AS c (job_id, stage_key, status, applications, scored, score_sum)
  SELECT job_id, stage_key, status, sum(n), sum(s), sum(ss) FROM (
    SELECT job_id, stage_key, status, 1 AS n, (match_score IS NOT NULL)::int AS s, coalesce(match_score, 0)::bigint AS ss FROM new_rows
  ) d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(s) <> 0 OR sum(ss) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (job_id, stage_key, status) DO UPDATE SET
    applications = c.applications + excluded.applications,
    scored = c.scored + excluded.scored,
    score_sum = c.score_sum + excluded.score_sum;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION application_stage_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts AS c (job_id, stage_key, status, applications, scored, score_sum)
  SELECT job_id, stage_key, status, sum(n), sum(s), sum(ss) FROM (
    SELECT job_id, stage_key, status, 1 AS n, (match_score IS NOT NULL)::int AS s, coalesce(match_score, 0)::bigint AS ss FROM new_rows UNION ALL SELECT job_id, stage_key, status, -1 AS n, -(match_score IS NOT NULL)::int AS s, -coalesce(match_score, 0)::bigint AS ss FROM old_rows
  ) d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(s) <> 0 OR sum(ss) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (job_id, stage_key, status) DO UPDATE SET
    applications = c.applications + excluded.applications,
    scored = c.scored + excluded.scored,
    score_sum = c.score_sum + excluded.score_sum;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION application_stage_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts AS c (job_id, stage_key, status, applications, scored, score_sum)
  SELECT job_id, stage_key, status, sum(n), sum(s), sum(ss) FROM (
    SELECT job_id, stage_key, status, -1 AS n, -(match_score IS NOT NULL)::int AS s, -coalesce(match_score, 0)::bigint AS ss FROM old_rows
  ) d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(s) <> 0 OR sum(ss) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (job_id, stage_key, status) DO UPDATE SET
    applications = c.applications + excluded.applications,
    scored = c.scored + excluded.scored,
    score_sum = c.score_sum + excluded.score_sum;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION application_stage_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_stage_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_stage_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stage_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER application_stage_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stage_counts_updated();
--> statement-breakpoint
CREATE TRIGGER application_stage_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_stage_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER application_stage_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_stage_counts_truncated();
--> statement-breakpoint
INSERT INTO application_stage_counts (job_id, stage_key, status, applications, scored, score_sum)
  SELECT job_id, stage_key, status, count(*), count(match_score), coalesce(sum(match_score), 0)
  FROM applications GROUP BY 1, 2, 3;
