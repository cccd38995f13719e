CREATE TABLE "dashboard_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_applied_at_idx" ON "applications" USING btree ("applied_at","id");