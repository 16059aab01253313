ALTER TABLE "user" ADD COLUMN "next_plan" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "next_plan_hours" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "free_chosen_at" timestamp with time zone;