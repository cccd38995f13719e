CREATE TABLE "application_status_counts" (
	"shard" smallint NOT NULL,
	"stage_key" text NOT NULL,
	"status" text NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_status_counts_shard_stage_key_status_pk" PRIMARY KEY("shard","stage_key","status")
);
--> statement-breakpoint
-- Kept by statement triggers as application_stage_counts is (0017, docs/decisions/019): each
-- statement's rows grouped by shard (job id mod 16), stage and status, counted in or out, in key
-- order so two transactions never wait on each other in opposite orders.
CREATE FUNCTION application_status_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM application_status_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_status_counts AS c (shard, stage_key, status, applications)
    SELECT job_id % 16, stage_key, status, count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shard, stage_key, status) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_status_counts AS c (shard, stage_key, status, applications)
    SELECT job_id % 16, stage_key, status, -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shard, stage_key, status) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSE
    INSERT INTO application_status_counts AS c (shard, stage_key, status, applications)
    SELECT shard, stage_key, status, sum(n) FROM (
      SELECT job_id % 16 AS shard, stage_key, status, 1 AS n FROM new_rows
      UNION ALL
      SELECT job_id % 16, stage_key, status, -1 FROM old_rows
    ) d
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (shard, stage_key, status) DO UPDATE SET applications = c.applications + excluded.applications;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_status_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_status_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_status_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_status_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_changed();
--> statement-breakpoint
INSERT INTO application_status_counts (shard, stage_key, status, applications)
  SELECT job_id % 16, stage_key, status, count(*) FROM applications GROUP BY 1, 2, 3;
