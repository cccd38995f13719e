CREATE TABLE "interview_scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"interviewer_id" integer NOT NULL,
	"competency_ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mantra_ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recommendation" text NOT NULL,
	"quality_score" real NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "interview_scorecards_interview_interviewer_uq" UNIQUE("interview_id","interviewer_id")
);
--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_scorecards_application_idx" ON "interview_scorecards" USING btree ("application_id");