CREATE TABLE "study_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"daily_minutes" integer NOT NULL,
	"easy_days" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck" ADD COLUMN "planner_id" text;--> statement-breakpoint
ALTER TABLE "study_setting" ADD CONSTRAINT "study_setting_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck" ADD CONSTRAINT "deck_planner_id_planner_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."planner"("id") ON DELETE set null ON UPDATE no action;