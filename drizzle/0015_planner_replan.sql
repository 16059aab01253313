ALTER TABLE "planner" ADD COLUMN "base_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "planner" ADD COLUMN "evidence_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "planner" ADD COLUMN "updated_because" text;--> statement-breakpoint
ALTER TABLE "planner" ADD COLUMN "replanned_at" timestamp with time zone;