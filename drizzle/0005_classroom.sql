CREATE TABLE "assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"kind" text NOT NULL,
	"quiz_id" text,
	"study_path_id" text,
	"study_plan_id" text,
	"title" text NOT NULL,
	"total_steps" integer,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_attempt" (
	"assignment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"quiz_id" text,
	"study_path_id" text,
	"done_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_attempt_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_member" (
	"class_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_member_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class" (
	"id" text PRIMARY KEY NOT NULL,
	"teacher_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_class_id_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_study_path_id_study_path_id_fk" FOREIGN KEY ("study_path_id") REFERENCES "public"."study_path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_study_plan_id_study_plan_id_fk" FOREIGN KEY ("study_plan_id") REFERENCES "public"."study_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempt" ADD CONSTRAINT "assignment_attempt_assignment_id_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempt" ADD CONSTRAINT "assignment_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempt" ADD CONSTRAINT "assignment_attempt_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempt" ADD CONSTRAINT "assignment_attempt_study_path_id_study_path_id_fk" FOREIGN KEY ("study_path_id") REFERENCES "public"."study_path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_member" ADD CONSTRAINT "class_member_class_id_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_member" ADD CONSTRAINT "class_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class" ADD CONSTRAINT "class_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_class_idx" ON "assignment" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_attempt_user_idx" ON "assignment_attempt" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_member_user_idx" ON "class_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_join_code_idx" ON "class" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "class_teacher_idx" ON "class" USING btree ("teacher_id","created_at" DESC NULLS LAST);