CREATE TABLE "concept" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"concept_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"source_title" text NOT NULL,
	"correct" double precision,
	"grade" integer,
	"difficulty" double precision,
	"retrievability" double precision,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept" ADD CONSTRAINT "concept_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_event" ADD CONSTRAINT "learner_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_event" ADD CONSTRAINT "learner_event_concept_id_concept_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concept"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concept_user_subject_key_idx" ON "concept" USING btree ("user_id","subject","key");--> statement-breakpoint
CREATE INDEX "learner_event_user_concept_at_idx" ON "learner_event" USING btree ("user_id","concept_id","at");--> statement-breakpoint
CREATE INDEX "learner_event_user_created_idx" ON "learner_event" USING btree ("user_id","created_at" DESC NULLS LAST);