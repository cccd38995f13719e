CREATE TABLE "candidate_duplicate_dismissals" (
	"first_id" integer NOT NULL,
	"second_id" integer NOT NULL,
	"dismissed_by" integer,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_dismissals_first_id_second_id_pk" PRIMARY KEY("first_id","second_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_duplicate_pairs" (
	"first_id" integer NOT NULL,
	"second_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_pairs_first_id_second_id_pk" PRIMARY KEY("first_id","second_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_first_id_candidates_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_second_id_candidates_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_pairs" ADD CONSTRAINT "candidate_duplicate_pairs_first_id_candidates_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_pairs" ADD CONSTRAINT "candidate_duplicate_pairs_second_id_candidates_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_duplicate_dismissals_second_idx" ON "candidate_duplicate_dismissals" USING btree ("second_id");--> statement-breakpoint
CREATE INDEX "candidate_duplicate_pairs_second_idx" ON "candidate_duplicate_pairs" USING btree ("second_id","first_id");--> statement-breakpoint
CREATE INDEX "candidates_email_keys_idx" ON "candidates" USING gin (candidate_email_keys("emails"));--> statement-breakpoint
CREATE INDEX "candidates_phone_keys_idx" ON "candidates" USING gin (candidate_phone_keys("phones"));--> statement-breakpoint
CREATE INDEX "candidates_name_block_idx" ON "candidates" USING btree (candidate_name_block("full_name", "current_company"));