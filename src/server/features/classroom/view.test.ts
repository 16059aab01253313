import { describe, expect, it } from 'vitest';
import { MAX_ASSIGNMENTS_PER_CLASS } from '../../../shared/classroom';
import type { QuizQuestion } from '../../../shared/quiz';
import type { AssignmentRow, QuestionMissRow } from './repo';
import { assignmentResults } from './view';

const QUESTIONS = 10;

function quizAssignment(i: number): AssignmentRow {
  return {
    id: `assignment-${i}`,
    classId: 'class',
    kind: 'quiz',
    quizId: `quiz-${i}`,
    studyPathId: null,
    studyPlanId: null,
    title: `Quiz ${i}`,
    totalSteps: null,
    dueAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
  };
}

const questions: QuizQuestion[] = Array.from({ length: QUESTIONS }, (_, q) => ({
  id: `q${q + 1}`,
  question: `Question ${q + 1}?`,
  type: 'mcq',
  options: ['A', 'B'],
  correctAnswer: 0,
  explanation: '',
}));

/** The rows as an array that counts how often its elements are read. */
function counted<T>(rows: T[]) {
  const reads = { count: 0 };
  const proxy = new Proxy(rows, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { proxy, reads };
}

describe('class results: questions most missed', () => {
  it(`reads each miss row a fixed number of times, however many of the ${MAX_ASSIGNMENTS_PER_CLASS} assignments there are`, () => {
    const assignments = Array.from({ length: MAX_ASSIGNMENTS_PER_CLASS }, (_, i) => quizAssignment(i));
    const rows: QuestionMissRow[] = assignments.flatMap((row, a) =>
      questions.map((_, index) => ({ assignmentId: row.id, index, missed: (a + index) % 7, answered: 7 })),
    );
    const { proxy, reads } = counted(rows);
    const results = assignmentResults(assignments, proxy, new Map(assignments.map((row) => [row.quizId!, questions])));
    // Linear in the rows (2,000 here); one pass per assignment would read 200 × 2,000.
    expect(reads.count).toBeLessThanOrEqual(2 * rows.length);
    // And each assignment still gets its own counts, most missed first.
    expect(results).toHaveLength(MAX_ASSIGNMENTS_PER_CLASS);
    expect(results[3]!.questions![0]).toEqual({ number: 4, question: 'Question 4?', missed: 6, answered: 7 });
    expect(results[3]!.questions!.map((question) => question.missed)).toEqual([6, 5, 5, 4, 4, 3, 3, 2, 1, 0]);
  });

  it('gives questions nobody has answered yet zero counts, and paths and plans no questions', () => {
    const path: AssignmentRow = { ...quizAssignment(1), kind: 'study-path', quizId: null, studyPathId: 'path', totalSteps: 6 };
    const [quizResults, pathResults] = assignmentResults(
      [quizAssignment(0), path],
      [{ assignmentId: 'assignment-0', index: 1, missed: 2, answered: 3 }],
      new Map([['quiz-0', questions.slice(0, 2)]]),
    );
    expect(quizResults!.questions).toEqual([
      { number: 2, question: 'Question 2?', missed: 2, answered: 3 },
      { number: 1, question: 'Question 1?', missed: 0, answered: 0 },
    ]);
    expect(pathResults!.questions).toBeNull();
  });
});
