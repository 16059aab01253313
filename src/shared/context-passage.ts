/**
 * A passage of the student's own material (a note found by retrieval) that an answer may quote and
 * cite by title: the tutor, the doubt solver, topic quizzes and Want To Learn all take these.
 */
export interface ContextPassage {
  title: string;
  text: string;
}
