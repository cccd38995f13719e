-- The stays' triggers (0020) ran on every timeline entry, every application update and every stage
-- edit. They now look only where a stay can change: moves (entries with a fromStage), an arrival or
-- job changed, a stage's key or order changed (a renamed label moves nothing); with nothing to look
-- at, the refresh returns at once.
CREATE OR REPLACE FUNCTION stage_stays_refresh(application_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(application_ids) = 0 THEN
    RETURN;
  END IF;
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
CREATE OR REPLACE FUNCTION stage_stays_moves_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_stays_refresh(array(SELECT DISTINCT application_id FROM new_rows
      WHERE type = 'status_change' AND metadata ? 'fromStage' AND application_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stage_stays_refresh(array(SELECT DISTINCT application_id FROM old_rows
      WHERE type = 'status_change' AND metadata ? 'fromStage' AND application_id IS NOT NULL));
  ELSE
    PERFORM stage_stays_refresh(array(
      SELECT application_id FROM new_rows WHERE type = 'status_change' AND application_id IS NOT NULL
      UNION SELECT application_id FROM old_rows WHERE type = 'status_change' AND application_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_stays_workflow_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN (SELECT job_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN (SELECT job_id FROM old_rows)));
  ELSE
    PERFORM stage_stays_refresh(array(SELECT id FROM applications WHERE job_id IN (
      SELECT n.job_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.key IS DISTINCT FROM o.key OR n."order" IS DISTINCT FROM o."order" OR n.job_id IS DISTINCT FROM o.job_id
      UNION SELECT o.job_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.job_id IS DISTINCT FROM o.job_id)));
  END IF;
  RETURN NULL;
END
$$;
