ALTER TABLE "jobs" ADD COLUMN "signoff_records" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "settings" jsonb DEFAULT '{"auto_reject_below_50":true,"auto_advance_at_85":false,"auto_acknowledge":true}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id");