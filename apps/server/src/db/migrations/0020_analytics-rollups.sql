CREATE TABLE "application_day_counts" (
	"day" date NOT NULL,
	"stage_key" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_day_counts_day_stage_key_status_source_pk" PRIMARY KEY("day","stage_key","status","source")
);
--> statement-breakpoint
CREATE TABLE "stage_stay_histogram" (
	"day" date NOT NULL,
	"stage_key" text NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stage_stay_histogram_day_stage_key_bucket_pk" PRIMARY KEY("day","stage_key","bucket")
);
--> statement-breakpoint
CREATE TABLE "stage_stays" (
	"move_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"stage_key" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"bucket" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stage_stays" ADD CONSTRAINT "stage_stays_move_id_timeline_events_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."timeline_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_stays" ADD CONSTRAINT "stage_stays_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_stays_left_idx" ON "stage_stays" USING btree ("left_at");--> statement-breakpoint
CREATE INDEX "stage_stays_job_left_idx" ON "stage_stays" USING btree ("job_id","left_at","stage_key","bucket");--> statement-breakpoint
CREATE INDEX "applications_job_applied_idx" ON "applications" USING btree ("job_id","applied_at","stage_key","status","source");--> statement-breakpoint
CREATE INDEX "applications_hired_idx" ON "applications" USING btree (coalesce("decided_at", "stage_entered_at")) WHERE status = 'hired';--> statement-breakpoint
CREATE INDEX "timeline_events_signoff_request_idx" ON "timeline_events" USING btree (("metadata"->>'requested_user_id')) WHERE type = 'signoff';
--> statement-breakpoint
-- A decided application's decision instant: its last status change on the timeline to the status it
-- has, else (data from before the timeline) when it entered its stage.
UPDATE applications a SET decided_at = coalesce((SELECT max(t.created_at) FROM timeline_events t
    WHERE t.application_id = a.id AND t.metadata->>'toStatus' = a.status), a.stage_entered_at)
  WHERE a.status <> 'active';
--> statement-breakpoint
-- application_day_counts is kept by statement triggers as application_stage_counts is (0017,
-- docs/decisions/018): each statement's rows grouped by arrival day (UTC), stage, status and source,
-- counted in or out, in key order.
CREATE FUNCTION application_day_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM application_day_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_day_counts AS c (day, stage_key, status, source, applications)
    SELECT (applied_at AT TIME ZONE 'UTC')::date, stage_key, status, source, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage_key, status, source) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_day_counts AS c (day, stage_key, status, source, applications)
    SELECT (applied_at AT TIME ZONE 'UTC')::date, stage_key, status, source, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage_key, status, source) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSE
    INSERT INTO application_day_counts AS c (day, stage_key, status, source, applications)
    SELECT day, stage_key, status, source, sum(n) FROM (
      SELECT (applied_at AT TIME ZONE 'UTC')::date AS day, stage_key, status, source, 1 AS n FROM new_rows
      UNION ALL
      SELECT (applied_at AT TIME ZONE 'UTC')::date, stage_key, status, source, -1 FROM old_rows
    ) d
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage_key, status, source) DO UPDATE SET applications = c.applications + excluded.applications;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_day_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_day_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_day_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_day_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_changed();
--> statement-breakpoint
INSERT INTO application_day_counts (day, stage_key, status, source, applications)
  SELECT (applied_at AT TIME ZONE 'UTC')::date, stage_key, status, source, count(*) FROM applications GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A stay's length in buckets 4% wide: bucket b holds stays of [1.04^b - 1, 1.04^(b+1) - 1) hours
-- (b = 0 is under 2.4 minutes; a 10-day stay's bucket is 9.6 hours wide).
CREATE FUNCTION stay_bucket(entered_at timestamptz, left_at timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(ln(1 + greatest(extract(epoch FROM left_at - entered_at)::float8, 0) / 3600) / ln(1.04::float8))::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION stage_stay_histogram_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM stage_stay_histogram;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO stage_stay_histogram AS h (day, stage_key, bucket, stays)
    SELECT (left_at AT TIME ZONE 'UTC')::date, stage_key, bucket, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, stage_key, bucket) DO UPDATE SET stays = h.stays + excluded.stays;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stage_stay_histogram AS h (day, stage_key, bucket, stays)
    SELECT (left_at AT TIME ZONE 'UTC')::date, stage_key, bucket, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, stage_key, bucket) DO UPDATE SET stays = h.stays + excluded.stays;
  ELSE
    INSERT INTO stage_stay_histogram AS h (day, stage_key, bucket, stays)
    SELECT day, stage_key, bucket, sum(n) FROM (
      SELECT (left_at AT TIME ZONE 'UTC')::date AS day, stage_key, bucket, 1 AS n FROM new_rows
      UNION ALL
      SELECT (left_at AT TIME ZONE 'UTC')::date, stage_key, bucket, -1 FROM old_rows
    ) d
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, stage_key, bucket) DO UPDATE SET stays = h.stays + excluded.stays;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_stay_histogram_insert AFTER INSERT ON stage_stays
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stay_histogram_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stay_histogram_update AFTER UPDATE ON stage_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stay_histogram_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stay_histogram_delete AFTER DELETE ON stage_stays
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stay_histogram_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stay_histogram_truncate AFTER TRUNCATE ON stage_stays
  FOR EACH STATEMENT EXECUTE FUNCTION stage_stay_histogram_changed();
--> statement-breakpoint
-- The stays the timeline records (docs/decisions/018): each move out of a stage ends a stay that
-- began at the application's move before it (by time, then id) or, with none, at its arrival when
-- the stage is its job's first; a stay whose start nothing records is left out.
CREATE VIEW stage_stays_recorded AS
  SELECT *, stay_bucket(entered_at, left_at) AS bucket FROM (
    SELECT m.id AS move_id, m.application_id, m.job_id, m.metadata->>'fromStage' AS stage_key,
      coalesce(lag(m.created_at) OVER (PARTITION BY m.application_id ORDER BY m.created_at, m.id),
        CASE WHEN m.metadata->>'fromStage' = (SELECT w.key FROM workflow_stages w WHERE w.job_id = a.job_id
          ORDER BY w."order", w.id LIMIT 1) THEN a.applied_at END) AS entered_at,
      m.created_at AS left_at
    FROM timeline_events m JOIN applications a ON a.id = m.application_id
    WHERE m.type = 'status_change' AND m.metadata ? 'fromStage' AND m.job_id IS NOT NULL
  ) s
  WHERE entered_at IS NOT NULL;
--> statement-breakpoint
-- Brings the applications' stays in line with what the timeline records, touching only the stays
-- that changed (a new move ends one stay; an earlier move, an arrival moved or a new first stage can
-- change others).
CREATE FUNCTION stage_stays_refresh(application_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stage_stays s WHERE s.application_id = ANY(application_ids) AND NOT EXISTS (
    SELECT 1 FROM stage_stays_recorded r WHERE r.application_id = ANY(application_ids) AND r.move_id = s.move_id
      AND r.application_id = s.application_id AND r.job_id = s.job_id AND r.stage_key = s.stage_key
      AND r.entered_at = s.entered_at AND r.left_at = s.left_at);
  INSERT INTO stage_stays (move_id, application_id, job_id, stage_key, entered_at, left_at, bucket)
    SELECT move_id, application_id, job_id, stage_key, entered_at, left_at, bucket FROM stage_stays_recorded
    WHERE application_id = ANY(application_ids)
    ORDER BY move_id
    ON CONFLICT (move_id) DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stage_stays_moves_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_stays_refresh(array(SELECT DISTINCT application_id FROM new_rows
      WHERE type = 'status_change' AND application_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stage_stays_refresh(array(SELECT DISTINCT application_id FROM old_rows
      WHERE type = 'status_change' AND application_id IS NOT NULL));
  ELSE
    PERFORM stage_stays_refresh(array(SELECT application_id FROM new_rows WHERE type = 'status_change'
      UNION SELECT application_id FROM old_rows WHERE type = 'status_change'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_stays_moves_insert AFTER INSERT ON timeline_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_moves_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stays_moves_update AFTER UPDATE ON timeline_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_moves_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stays_moves_delete AFTER DELETE ON timeline_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_moves_changed();
--> statement-breakpoint
-- an arrival moved or an application given to another job changes when its first stay began
CREATE FUNCTION stage_stays_arrivals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stage_stays_refresh(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.applied_at IS DISTINCT FROM o.applied_at OR n.job_id IS DISTINCT FROM o.job_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_stays_arrivals_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_arrivals_changed();
--> statement-breakpoint
-- a job's workflow edited may give it another first stage
CREATE FUNCTION stage_stays_workflow_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN (SELECT job_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN (SELECT job_id FROM old_rows)));
  ELSE
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN
      (SELECT job_id FROM new_rows UNION SELECT job_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stage_stays_workflow_insert AFTER INSERT ON workflow_stages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_workflow_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stays_workflow_update AFTER UPDATE ON workflow_stages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_workflow_changed();
--> statement-breakpoint
CREATE TRIGGER stage_stays_workflow_delete AFTER DELETE ON workflow_stages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stage_stays_workflow_changed();
--> statement-breakpoint
INSERT INTO stage_stays (move_id, application_id, job_id, stage_key, entered_at, left_at, bucket)
  SELECT move_id, application_id, job_id, stage_key, entered_at, left_at, bucket FROM stage_stays_recorded;
