CREATE TABLE "board_stage_versions" (
	"job_id" integer NOT NULL,
	"stage_key" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "board_stage_versions_job_id_stage_key_pk" PRIMARY KEY("job_id","stage_key")
);
--> statement-breakpoint
ALTER TABLE "board_versions" ADD COLUMN "layout_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- docs/decisions/033: besides the job's board number, the number each stage's cards last changed
-- at and the number the whole board (the job, its stages, its settings) last changed at, so a
-- board rebuilt from an earlier one reads again only the stages changed since. Every job's
-- layout starts at its current number: boards built before this migration are rebuilt whole.
UPDATE board_versions SET layout_version = version;
--> statement-breakpoint
-- A change to the whole board: raises the number, and the layout's with it.
CREATE OR REPLACE FUNCTION board_versions_bump(job_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_versions AS b (job_id, version, layout_version)
  SELECT DISTINCT job_id, 1, 1 FROM unnest(job_ids) AS job_id WHERE job_id IS NOT NULL ORDER BY 1
  ON CONFLICT (job_id) DO UPDATE SET version = b.version + 1, layout_version = b.version + 1;
$$;
--> statement-breakpoint
-- A change to cards: raises each job's number, in job order as before, and records the new number
-- against each (job, stage) given. A pair with no stage raises the job's number alone.
CREATE FUNCTION board_versions_bump_stages(job_ids integer[], stage_keys text[]) RETURNS void LANGUAGE sql AS $$
  WITH bumped AS (
    INSERT INTO board_versions AS b (job_id, version)
    SELECT DISTINCT job_id, 1 FROM unnest(job_ids) AS job_id WHERE job_id IS NOT NULL ORDER BY 1
    ON CONFLICT (job_id) DO UPDATE SET version = b.version + 1
    RETURNING b.job_id, b.version
  )
  INSERT INTO board_stage_versions AS s (job_id, stage_key, version)
  SELECT DISTINCT bumped.job_id, changed.stage_key, bumped.version
  FROM unnest(job_ids, stage_keys) AS changed(job_id, stage_key)
  JOIN bumped ON bumped.job_id = changed.job_id
  WHERE changed.stage_key IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT (job_id, stage_key) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
-- Rows that name their job (workflow stages, board settings): the whole board. A truncate of any
-- table below raises every job's number and layout.
CREATE OR REPLACE FUNCTION board_versions_by_job_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE board_versions SET version = version + 1, layout_version = version + 1;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM board_versions_bump(ARRAY(SELECT job_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM board_versions_bump(ARRAY(SELECT job_id FROM old_rows));
  ELSE
    PERFORM board_versions_bump(ARRAY(SELECT job_id FROM new_rows UNION SELECT job_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_versions_by_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE board_versions SET version = version + 1, layout_version = version + 1;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM board_versions_bump(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM board_versions_bump(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM board_versions_bump(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Applications: the stage each was in and the stage it is in now.
CREATE FUNCTION board_versions_by_card() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job_ids integer[];
  stage_keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.job_id), array_agg(c.stage_key) INTO job_ids, stage_keys
    FROM (SELECT DISTINCT job_id, stage_key FROM new_rows) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.job_id), array_agg(c.stage_key) INTO job_ids, stage_keys
    FROM (SELECT DISTINCT job_id, stage_key FROM old_rows) c;
  ELSE
    SELECT array_agg(c.job_id), array_agg(c.stage_key) INTO job_ids, stage_keys
    FROM (SELECT job_id, stage_key FROM new_rows UNION SELECT job_id, stage_key FROM old_rows) c;
  END IF;
  PERFORM board_versions_bump_stages(job_ids, stage_keys);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Applications named by id: the stage each is in.
CREATE FUNCTION board_versions_bump_applications(application_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT board_versions_bump_stages(array_agg(c.job_id), array_agg(c.stage_key))
  FROM (SELECT DISTINCT job_id, stage_key FROM applications WHERE id = ANY(application_ids)) c;
$$;
--> statement-breakpoint
-- Rows of an application (its interviews, its timeline, its interviews' scorecards): its stage.
CREATE OR REPLACE FUNCTION board_versions_by_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM board_versions_bump_applications(ARRAY(SELECT application_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM board_versions_bump_applications(ARRAY(SELECT application_id FROM old_rows));
  ELSE
    PERFORM board_versions_bump_applications(ARRAY(
      SELECT application_id FROM new_rows UNION SELECT application_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A candidate's name, contact, company and skills: the stage of each of their applications (an
-- update, the only trigger on candidates: a candidate keeps their id).
CREATE OR REPLACE FUNCTION board_versions_by_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM board_versions_bump_applications(ARRAY(
    SELECT a.id FROM applications a WHERE a.candidate_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER board_versions_insert ON applications;
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_card();
--> statement-breakpoint
DROP TRIGGER board_versions_update ON applications;
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_card();
--> statement-breakpoint
DROP TRIGGER board_versions_delete ON applications;
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_card();
--> statement-breakpoint
DROP TRIGGER board_versions_insert ON interviews;
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON interviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
DROP TRIGGER board_versions_update ON interviews;
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON interviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
DROP TRIGGER board_versions_delete ON interviews;
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON interviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
