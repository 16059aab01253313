-- One name per thing (issue #27). The class table takes the name the code uses, classroom: renamed,
-- not rebuilt, so its rows stay; the foreign keys naming it follow the rename (PostgreSQL keeps
-- them by table, not by name) and only their names, its primary key's and its indexes' change.
ALTER TABLE "class" RENAME TO "classroom";--> statement-breakpoint
ALTER TABLE "classroom" RENAME CONSTRAINT "class_pkey" TO "classroom_pkey";--> statement-breakpoint
ALTER TABLE "classroom" RENAME CONSTRAINT "class_teacher_id_user_id_fk" TO "classroom_teacher_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "assignment" RENAME CONSTRAINT "assignment_class_id_class_id_fk" TO "assignment_class_id_classroom_id_fk";--> statement-breakpoint
ALTER TABLE "class_member" RENAME CONSTRAINT "class_member_class_id_class_id_fk" TO "class_member_class_id_classroom_id_fk";--> statement-breakpoint
ALTER INDEX "class_join_code_idx" RENAME TO "classroom_join_code_idx";--> statement-breakpoint
ALTER INDEX "class_teacher_idx" RENAME TO "classroom_teacher_idx";--> statement-breakpoint
-- A quiz is saved when saved_at is set, no longer when its title is not empty: a dashboard quiz
-- is a draft (no title) until the student saves it. Every titled quiz so far was saved.
ALTER TABLE "quiz" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quiz" SET "saved_at" = "created_at" WHERE "title" <> '';
