CREATE TABLE "application_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "publish_salary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applications_close_on" date;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_consents_candidate_idx" ON "application_consents" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "application_consents_application_idx" ON "application_consents" USING btree ("application_id");