CREATE TABLE "lti_deep_link" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"accept_types" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_resource_link" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"assignment_id" text NOT NULL,
	"line_item_url" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_roster_member" (
	"class_id" text NOT NULL,
	"sub" text NOT NULL,
	"name" text,
	"email" text,
	"roles" text[] NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_roster_member_class_id_sub_pk" PRIMARY KEY("class_id","sub")
);
--> statement-breakpoint
CREATE TABLE "lti_score" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"user_id" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"score_given" double precision NOT NULL,
	"score_maximum" double precision NOT NULL,
	"activity_progress" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_context" ADD COLUMN "memberships_url" text;--> statement-breakpoint
ALTER TABLE "lti_launch_state" ADD COLUMN "login_hint" text;--> statement-breakpoint
ALTER TABLE "lti_launch_state" ADD COLUMN "message_hint" text;--> statement-breakpoint
ALTER TABLE "lti_launch_state" ADD COLUMN "target_link_uri" text;--> statement-breakpoint
ALTER TABLE "lti_deep_link" ADD CONSTRAINT "lti_deep_link_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_link" ADD CONSTRAINT "lti_deep_link_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_link" ADD CONSTRAINT "lti_resource_link_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_link" ADD CONSTRAINT "lti_resource_link_assignment_id_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_member" ADD CONSTRAINT "lti_roster_member_class_id_classroom_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classroom"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score" ADD CONSTRAINT "lti_score_link_id_lti_resource_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_resource_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score" ADD CONSTRAINT "lti_score_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_deep_link_expires_idx" ON "lti_deep_link" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_link_idx" ON "lti_resource_link" USING btree ("platform_id","deployment_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_resource_link_assignment_idx" ON "lti_resource_link" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_score_attempt_idx" ON "lti_score" USING btree ("link_id","user_id","step");--> statement-breakpoint
CREATE INDEX "lti_score_due_idx" ON "lti_score" USING btree ("status","next_try_at");