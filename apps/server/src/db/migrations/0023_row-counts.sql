CREATE TABLE "table_row_counts" (
	"relation" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "table_row_counts_relation_shard_pk" PRIMARY KEY("relation","shard")
);
--> statement-breakpoint
-- Kept by statement triggers (docs/decisions/019): each statement's inserted or deleted rows
-- counted per shard (id mod 16), in shard order. TG_ARGV[0] names the table.
CREATE FUNCTION table_row_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM table_row_counts WHERE relation = TG_ARGV[0];
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO table_row_counts AS c (relation, shard, total)
    SELECT TG_ARGV[0], id % 16, count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (relation, shard) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO table_row_counts AS c (relation, shard, total)
    SELECT TG_ARGV[0], id % 16, -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (relation, shard) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER table_row_counts_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_truncate AFTER TRUNCATE ON candidates
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('jobs');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('jobs');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('jobs');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_insert AFTER INSERT ON timeline_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('timeline_events');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_delete AFTER DELETE ON timeline_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('timeline_events');
--> statement-breakpoint
CREATE TRIGGER table_row_counts_truncate AFTER TRUNCATE ON timeline_events
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_changed('timeline_events');
--> statement-breakpoint
INSERT INTO table_row_counts (relation, shard, total)
  SELECT 'candidates', id % 16, count(*) FROM candidates GROUP BY 2
  UNION ALL
  SELECT 'jobs', id % 16, count(*) FROM jobs GROUP BY 2
  UNION ALL
  SELECT 'timeline_events', id % 16, count(*) FROM timeline_events GROUP BY 2;
