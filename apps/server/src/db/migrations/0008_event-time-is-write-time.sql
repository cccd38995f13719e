ALTER TABLE "domain_events" ALTER COLUMN "occurred_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "timeline_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();