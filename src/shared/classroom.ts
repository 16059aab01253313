// Constants and types of classes, their assignments and results, shared by client and server;
// zod schemas live in classroom.schema.ts.
import type { MasteryLevel } from './learner';
import type { LtiPendingLearner, LtiScoreStatus } from './lti';
import type { PlanName } from './pricing';
import type { StudyPlanContent } from './study-plan';
import { dynamicMessage } from './i18n/dynamic-message';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied from a board is not misread. */
export const JOIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 10;

/** Wrong join codes a user may send in an hour before joining is refused for the rest of it. */
export const JOIN_ATTEMPTS_PER_HOUR = 10;

/** Students a class may have, by the teacher's plan. */
export const CLASS_SIZE_LIMITS: Record<PlanName, number> = { Free: 40, Pro: 40, Premium: 40, Institution: 500 };

/**
 * Assignments a class keeps. The results table is students × assignments: 500 × 200 is 100,000
 * cells, already a long page and a large CSV; past it a teacher deletes an old assignment.
 */
export const MAX_ASSIGNMENTS_PER_CLASS = 200;

export const CLASS_NAME_MAX_CHARS = 100;
export const CLASS_SUBJECT_MAX_CHARS = 100;

export const ASSIGNMENT_KINDS = ['quiz', 'study-path', 'study-plan'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  quiz: 'Quiz',
  'study-path': 'Study path',
  'study-plan': 'Study plan',
};

export const ASSIGNMENT_STATUSES = ['Not started', 'In progress', 'Done', 'Late'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export type ClassRole = 'teacher' | 'student';

export const CLASS_MESSAGES = {
  nameRequired: 'Please enter a class name.',
  nameTooLong: `The class name must be at most ${CLASS_NAME_MAX_CHARS} characters.`,
  subjectTooLong: `The subject must be at most ${CLASS_SUBJECT_MAX_CHARS} characters.`,
  notFound: 'Class not found.',
  teacherOnly: "Only the class's teacher can do this.",
  codeRequired: 'Please enter a join code.',
  codeUnknown: 'No class has this join code. Check it with your teacher.',
  classFull: (limit: number) =>
    dynamicMessage('CLASS_MESSAGES.classFull', { limit }, `This class is full: it has reached its limit of ${limit} students.`),
  ownClass: 'You teach this class, so you cannot join it as a student.',
  teacherCannotLeave: 'A teacher cannot leave their own class. Delete the class instead.',
  tooManyJoinAttempts: `Too many wrong join codes. You can try ${JOIN_ATTEMPTS_PER_HOUR} codes an hour; please try again later.`,
  memberNotFound: 'This student is not in the class.',
  kindInvalid: 'Choose a quiz, a study path or a study plan to assign.',
  itemNotFound: 'Choose one of your own saved quizzes, study paths or study plans.',
  dueInvalid: 'The due date must be a valid date and time.',
  assignmentNotFound: 'Assignment not found.',
  tooManyAssignments: `This class has ${MAX_ASSIGNMENTS_PER_CLASS} assignments, the most a class keeps. Delete an old assignment to add a new one.`,
  doneOnlyForPlans: 'Quizzes and study paths are done when they are completed; only a study plan is marked done.',
} as const;

/** Whether a student has started, finished or missed an assignment. Done wins over Late: handing in late is still done. */
export function assignmentStatus(
  attempt: { started: boolean; completedAt: string | null },
  dueAt: string | Date | null,
  now: Date,
): AssignmentStatus {
  if (attempt.completedAt) return 'Done';
  if (dueAt && new Date(dueAt).getTime() < now.getTime()) return 'Late';
  return attempt.started ? 'In progress' : 'Not started';
}

/** The quiz page's score bands: 80 and above, 60 to 79, below 60. */
export type ScoreBand = 'high' | 'middle' | 'low';
export const scoreBandOf = (score: number): ScoreBand => (score >= 80 ? 'high' : score >= 60 ? 'middle' : 'low');

/** POST /api/classes */
export interface CreateClassRequest {
  name: string;
  subject?: string | null;
}

export interface CreatedClass {
  id: string;
  name: string;
  joinCode: string;
}

/** One class in GET /api/classes. */
export interface ClassSummary {
  id: string;
  name: string;
  subject: string | null;
  role: ClassRole;
  memberCount: number;
  teacherName: string;
}

export interface ClassMemberView {
  userId: string;
  name: string;
  email: string;
  joinedAt: string;
}

export interface AssignmentView {
  id: string;
  kind: AssignmentKind;
  title: string;
  dueAt: string | null;
  createdAt: string;
}

/** A student's own attempt at an assignment, as only they (and their teacher, in the results) see it. */
export interface MyAssignment extends AssignmentView {
  classId: string;
  className: string;
  status: AssignmentStatus;
  /** The student's own copy of the quiz or study path once started; null for a plan or before starting. */
  copyId: string | null;
  score: number | null;
  progressPercent: number | null;
  completedAt: string | null;
}

/** GET /api/classes/:id: the teacher also gets the code, the size limit and the students. */
export interface ClassDetail extends ClassSummary {
  joinCode: string | null;
  sizeLimit: number | null;
  members: ClassMemberView[] | null;
  assignments: AssignmentView[];
  /** The student's own attempts (null for the teacher). */
  myAssignments: MyAssignment[] | null;
}

/** GET /api/assignments/:id for a student: a study plan's content comes with it (there is no copy). */
export interface MyAssignmentDetail extends MyAssignment {
  plan: { title: string; topic: string; content: StudyPlanContent } | null;
}

/** POST /api/classes/:id/assignments */
export interface CreateAssignmentRequest {
  kind: AssignmentKind;
  itemId: string;
  dueAt?: string | null;
}

export interface AssignableItem {
  id: string;
  title: string;
}

/** What the teacher may assign: their own saved quizzes, study paths and study plans. */
export interface AssignableItems {
  quizzes: AssignableItem[];
  studyPaths: AssignableItem[];
  studyPlans: AssignableItem[];
}

export interface ResultCell {
  assignmentId: string;
  status: AssignmentStatus;
  score: number | null;
  progressPercent: number | null;
  completedAt: string | null;
  /** The score owed to the course's LMS gradebook (decision 075); null when none is owed. */
  lms: LtiScoreStatus | null;
}

export interface StudentResults {
  userId: string;
  name: string;
  email: string;
  cells: ResultCell[];
}

export interface QuestionMisses {
  /** 1-based, as the quiz numbers its questions. */
  number: number;
  question: string;
  missed: number;
  answered: number;
}

export interface AssignmentResults extends AssignmentView {
  /** A quiz's questions, most missed first; null for paths and plans. */
  questions: QuestionMisses[] | null;
}

/** GET /api/classes/:id/results: students × assignments, in the order of the class's assignments. */
export interface ClassResults {
  assignments: AssignmentResults[];
  students: StudentResults[];
  /** Whether the class is an LMS course's (LTI): its teacher may pull the roster. */
  lmsCourse: boolean;
  /** The roster's learners who have not opened Studium from the course yet. */
  lmsPending: LtiPendingLearner[];
}

/** What the LMS adds to a course class's results, lent to the classroom by the LTI feature. */
export type LmsClassResults = (
  classId: string,
) => Promise<{ course: boolean; scores: Map<string, LtiScoreStatus>; pending: LtiPendingLearner[] }>;

/** Concepts the class's students-by-concepts table shows at most: those most students met first. */
export const CLASS_CONCEPTS_SHOWN = 30;

/** One student's mastery of one concept, from their assignment answers only; null when they have none. */
export interface ClassConceptCell {
  key: string;
  mastery: number | null;
  level: MasteryLevel | null;
  evidenceCount: number;
}

/** GET /api/classes/:id/concepts: students × concepts, from assignment attempts only (decision 071). */
export interface ClassConcepts {
  concepts: { key: string; name: string }[];
  students: { userId: string; name: string; cells: ClassConceptCell[] }[];
}

/** Builds a class's students × concepts (the learner model's part), for a teacher the caller has checked. */
export type ClassConceptGrid = (classId: string, members: { userId: string; name: string }[]) => Promise<ClassConcepts>;
