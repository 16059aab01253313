-- Every change to a row that a list shows tells each instance whose lists it changed (decision 038):
-- the payload is the owner's id, and every instance listening drops that user's kept lists.
CREATE FUNCTION studium_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('studium_list_changed', OLD.user_id);
  ELSE
    PERFORM pg_notify('studium_list_changed', NEW.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('studium_list_changed', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: an empty payload tells every instance to drop every user's lists.
CREATE FUNCTION studium_lists_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('studium_list_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER note_list_changed AFTER INSERT OR UPDATE OR DELETE ON "note" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER summary_list_changed AFTER INSERT OR UPDATE OR DELETE ON "summary" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER planner_list_changed AFTER INSERT OR UPDATE OR DELETE ON "planner" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER study_plan_list_changed AFTER INSERT OR UPDATE OR DELETE ON "study_plan" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER quiz_list_changed AFTER INSERT OR UPDATE OR DELETE ON "quiz" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER conversation_list_changed AFTER INSERT OR UPDATE OR DELETE ON "conversation" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER doubt_list_changed AFTER INSERT OR UPDATE OR DELETE ON "doubt" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER study_path_list_changed AFTER INSERT OR UPDATE OR DELETE ON "study_path" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER deck_list_changed AFTER INSERT OR UPDATE OR DELETE ON "deck" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER card_list_changed AFTER INSERT OR UPDATE OR DELETE ON "card" FOR EACH ROW EXECUTE FUNCTION studium_list_changed();
--> statement-breakpoint
CREATE TRIGGER note_lists_emptied AFTER TRUNCATE ON "note" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER summary_lists_emptied AFTER TRUNCATE ON "summary" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER planner_lists_emptied AFTER TRUNCATE ON "planner" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER study_plan_lists_emptied AFTER TRUNCATE ON "study_plan" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER quiz_lists_emptied AFTER TRUNCATE ON "quiz" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER conversation_lists_emptied AFTER TRUNCATE ON "conversation" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER doubt_lists_emptied AFTER TRUNCATE ON "doubt" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER study_path_lists_emptied AFTER TRUNCATE ON "study_path" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER deck_lists_emptied AFTER TRUNCATE ON "deck" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
--> statement-breakpoint
CREATE TRIGGER card_lists_emptied AFTER TRUNCATE ON "card" FOR EACH STATEMENT EXECUTE FUNCTION studium_lists_emptied();
