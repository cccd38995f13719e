CREATE TABLE "mailbox_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"last_poll_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "inbox_status" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "raw_key" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "raw_size" integer;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "processing_confidence" real;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "parsed_fields" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachment_texts" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "candidate_match" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "job_suggestions" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "bounce_of_email_id" integer;--> statement-breakpoint
CREATE INDEX "emails_inbox_idx" ON "emails" USING btree ("inbox_status","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "emails"."direction" = 'inbound';