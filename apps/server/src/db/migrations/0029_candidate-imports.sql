CREATE TABLE "candidate_import_refusals" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "candidate_import_refusals_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "candidate_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"storage_key" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"sample_row_numbers" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"mapping" jsonb,
	"duplicate_policy" text,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_import_refusals" ADD CONSTRAINT "candidate_import_refusals_import_id_candidate_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."candidate_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_imports_created_idx" ON "candidate_imports" USING btree ("created_at","id");