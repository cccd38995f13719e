CREATE TABLE "board_versions" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the board number of each job given (docs/decisions/020), in job order so two
-- transactions never wait on each other in opposite orders.
CREATE FUNCTION board_versions_bump(job_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_versions AS b (job_id, version)
  SELECT DISTINCT job_id, 1 FROM unnest(job_ids) AS job_id WHERE job_id IS NOT NULL ORDER BY 1
  ON CONFLICT (job_id) DO UPDATE SET version = b.version + 1;
$$;
--> statement-breakpoint
-- Rows that name their job: applications, interviews, workflow stages, board settings.
CREATE FUNCTION board_versions_by_job_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE board_versions SET version = version + 1;
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
-- The job itself: its title and required skills are on the board.
CREATE FUNCTION board_versions_by_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE board_versions SET version = version + 1;
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
-- Rows of an application: its timeline and its interviews' scorecards.
CREATE FUNCTION board_versions_by_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM new_rows n JOIN applications a ON a.id = n.application_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM old_rows o JOIN applications a ON a.id = o.application_id));
  ELSE
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM new_rows n JOIN applications a ON a.id = n.application_id UNION SELECT a.job_id FROM old_rows o JOIN applications a ON a.id = o.application_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A candidate's name, contact, company and skills are on the card of each of their applications.
CREATE FUNCTION board_versions_by_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM new_rows n JOIN applications a ON a.candidate_id = n.id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM old_rows o JOIN applications a ON a.candidate_id = o.id));
  ELSE
    PERFORM board_versions_bump(ARRAY(SELECT a.job_id FROM new_rows n JOIN applications a ON a.candidate_id = n.id UNION SELECT a.job_id FROM old_rows o JOIN applications a ON a.candidate_id = o.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON interviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON interviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON interviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON workflow_stages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON workflow_stages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON workflow_stages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON kanban_configs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON kanban_configs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON kanban_configs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job_id();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job();
--> statement-breakpoint
CREATE TRIGGER board_versions_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_job();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON timeline_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON timeline_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON timeline_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON interview_scorecards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON interview_scorecards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON interview_scorecards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_application();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_by_candidate();
--> statement-breakpoint
-- every job starts with a number, so a truncate (which raises them all) reaches each one
INSERT INTO board_versions (job_id, version) SELECT id, 1 FROM jobs;
