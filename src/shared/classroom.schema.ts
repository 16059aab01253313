import { z } from 'zod';
import { MASTERY_LEVELS } from './learner';
import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_STATUSES,
  type AssignableItems,
  type AssignmentResults,
  CLASS_MESSAGES,
  CLASS_NAME_MAX_CHARS,
  CLASS_SUBJECT_MAX_CHARS,
  type ClassConcepts,
  type ClassDetail,
  type ClassResults,
  type ClassSummary,
  type CreateAssignmentRequest,
  type CreateClassRequest,
  type CreatedClass,
  type MyAssignment,
  type MyAssignmentDetail,
} from './classroom';
import { studyPlanContentSchema } from './study-plan.schema';

// Request and response schemas of the classroom API (features/classroom).

export const createClassSchema = z.object({
  name: z
    .string({ error: CLASS_MESSAGES.nameRequired })
    .trim()
    .min(1, CLASS_MESSAGES.nameRequired)
    .max(CLASS_NAME_MAX_CHARS, CLASS_MESSAGES.nameTooLong),
  subject: z.string({ error: CLASS_MESSAGES.subjectTooLong }).trim().max(CLASS_SUBJECT_MAX_CHARS, CLASS_MESSAGES.subjectTooLong).nullish(),
}) satisfies z.ZodType<CreateClassRequest>;

export const joinClassSchema = z.object({
  code: z.string({ error: CLASS_MESSAGES.codeRequired }).trim().min(1, CLASS_MESSAGES.codeRequired).max(64, CLASS_MESSAGES.codeUnknown),
});

export const classIdParamsSchema = z.object({ id: z.string() });
export const memberParamsSchema = z.object({ id: z.string(), userId: z.string() });
export const assignmentIdParamsSchema = z.object({ id: z.string() });
export const classAssignmentParamsSchema = z.object({ id: z.string(), assignmentId: z.string() });

export const createAssignmentSchema = z.object({
  kind: z.enum(ASSIGNMENT_KINDS, { error: CLASS_MESSAGES.kindInvalid }),
  itemId: z.string({ error: CLASS_MESSAGES.itemNotFound }).min(1, CLASS_MESSAGES.itemNotFound),
  dueAt: z.iso.datetime({ offset: true, error: CLASS_MESSAGES.dueInvalid }).nullish(),
}) satisfies z.ZodType<CreateAssignmentRequest>;

export const assignmentDoneSchema = z.object({ done: z.boolean({ error: CLASS_MESSAGES.doneOnlyForPlans }) });

const role = z.enum(['teacher', 'student']);
const kind = z.enum(ASSIGNMENT_KINDS);
const status = z.enum(ASSIGNMENT_STATUSES);

export const createdClassSchema = z.object({ id: z.string(), name: z.string(), joinCode: z.string() }) satisfies z.ZodType<CreatedClass>;

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  role,
  memberCount: z.number().int(),
  teacherName: z.string(),
}) satisfies z.ZodType<ClassSummary>;

export const classListSchema = z.array(classSummarySchema);

export const assignmentViewSchema = z.object({
  id: z.string(),
  kind,
  title: z.string(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
});

export const myAssignmentSchema = assignmentViewSchema.extend({
  classId: z.string(),
  className: z.string(),
  status,
  copyId: z.string().nullable(),
  score: z.number().int().nullable(),
  progressPercent: z.number().int().nullable(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<MyAssignment>;

export const myAssignmentListSchema = z.array(myAssignmentSchema);

export const myAssignmentDetailSchema = myAssignmentSchema.extend({
  plan: z.object({ title: z.string(), topic: z.string(), content: studyPlanContentSchema }).nullable(),
}) satisfies z.ZodType<MyAssignmentDetail>;

export const classDetailSchema = classSummarySchema.extend({
  joinCode: z.string().nullable(),
  sizeLimit: z.number().int().nullable(),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), joinedAt: z.string() })).nullable(),
  assignments: z.array(assignmentViewSchema),
  myAssignments: z.array(myAssignmentSchema).nullable(),
}) satisfies z.ZodType<ClassDetail>;

const item = z.object({ id: z.string(), title: z.string() });
export const assignableItemsSchema = z.object({
  quizzes: z.array(item),
  studyPaths: z.array(item),
  studyPlans: z.array(item),
}) satisfies z.ZodType<AssignableItems>;

export const assignmentResultsSchema = assignmentViewSchema.extend({
  questions: z
    .array(z.object({ number: z.number().int(), question: z.string(), missed: z.number().int(), answered: z.number().int() }))
    .nullable(),
}) satisfies z.ZodType<AssignmentResults>;

export const classResultsSchema = z.object({
  assignments: z.array(assignmentResultsSchema),
  students: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      cells: z.array(
        z.object({
          assignmentId: z.string(),
          status,
          score: z.number().int().nullable(),
          progressPercent: z.number().int().nullable(),
          completedAt: z.string().nullable(),
          lms: z
            .object({ status: z.enum(['pending', 'sent', 'failed']), sentAt: z.string().nullable(), error: z.string().nullable() })
            .nullable(),
        }),
      ),
    }),
  ),
  lmsCourse: z.boolean(),
  lmsPending: z.array(z.object({ name: z.string(), email: z.string().nullable() })),
}) satisfies z.ZodType<ClassResults>;

export const deletedSchema = z.object({ id: z.string() });

export const classConceptsSchema = z.object({
  concepts: z.array(z.object({ key: z.string(), name: z.string() })),
  students: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      cells: z.array(
        z.object({
          key: z.string(),
          mastery: z.number().nullable(),
          level: z.enum(MASTERY_LEVELS).nullable(),
          evidenceCount: z.number().int(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ClassConcepts>;
