CREATE TABLE "kanban_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"default_sort" text DEFAULT 'match_score' NOT NULL,
	"cards_per_stage_limit" integer DEFAULT 25 NOT NULL,
	"show_match_scores" boolean DEFAULT true NOT NULL,
	"show_days_in_stage" boolean DEFAULT true NOT NULL,
	"stage_labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_configs_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "kanban_configs" ADD CONSTRAINT "kanban_configs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;