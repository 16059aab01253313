import { randomInt } from 'node:crypto';
import {
  type AssignableItems,
  type AssignmentView,
  CLASS_MESSAGES,
  CLASS_SIZE_LIMITS,
  type ClassConceptGrid,
  type ClassConcepts,
  type ClassDetail,
  type ClassResults,
  type ClassSummary,
  type LmsClassResults,
  type CreateAssignmentRequest,
  type CreateClassRequest,
  type CreatedClass,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type MyAssignment,
  MAX_ASSIGNMENTS_PER_CLASS,
  type MyAssignmentDetail,
} from '../../../shared/classroom';
import type { User } from '../../../shared/user';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unavailable } from '../../http-error';
import { withRoom } from '../../storage/quota';
import { resultsCsv } from './csv';
import { joinLimit } from './join-limit';
import * as repo from './repo';
import { assignmentResults, attemptCell, toAssignmentView, toMyAssignment } from './view';

const classNotFound = () => notFound(CLASS_MESSAGES.notFound);
const teacherOnly = () => forbidden(CLASS_MESSAGES.teacherOnly);

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A code as people type it: any case, with spaces or dashes, and the letters Crockford reads as digits. */
export function normalJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** Draws codes until one is free (a clash among 32^10 codes is all but impossible, but cheap to survive). */
export async function withFreeCode<T>(attempt: (code: string) => Promise<T | undefined | false>): Promise<T> {
  for (let tries = 0; tries < 5; tries += 1) {
    const result = await attempt(newJoinCode());
    if (result !== undefined && result !== false) return result;
  }
  throw unavailable('Could not make a join code; please try again.');
}

/** `conceptGrid` is the learner model's (decision 071): what students showed in the class's quizzes. */
/** `lms` is the LTI feature's (decision 075): scores sent to the course's gradebook and learners not launched yet. */
export function classroomService(db: Db, now: () => Date, conceptGrid: ClassConceptGrid, lms?: LmsClassResults) {
  const limit = joinLimit(db);

  /** The class if the user teaches or attends it; 404 for everyone else, malformed ids included. */
  async function access(userId: string, classId: string) {
    if (!isUuid(classId)) throw classNotFound();
    const found = await repo.findWithRole(db, userId, classId);
    if (!found) throw classNotFound();
    return found;
  }

  async function asTeacher(userId: string, classId: string) {
    const found = await access(userId, classId);
    if (found.role !== 'teacher') throw teacherOnly();
    return found;
  }

  /** An assignment of a class the student attends, with their own attempt; 404 for anyone else. */
  async function mine(userId: string, assignmentId: string) {
    if (!isUuid(assignmentId)) throw notFound(CLASS_MESSAGES.assignmentNotFound);
    const [row] = await repo.myAssignments(db, userId, { assignmentId });
    if (!row) throw notFound(CLASS_MESSAGES.assignmentNotFound);
    return row;
  }

  const toMine = (row: Awaited<ReturnType<typeof repo.myAssignments>>[number]) => toMyAssignment(row.assignment, row.className, row, now());

  async function results(userId: string, classId: string): Promise<ClassResults> {
    await asTeacher(userId, classId);
    // Side by side: on PostgreSQL each takes its own pooled connection.
    const [assignments, grid, misses, course] = await Promise.all([
      repo.listAssignments(db, classId),
      repo.classGrid(db, classId),
      repo.questionMisses(db, classId),
      lms ? lms(classId) : undefined,
    ]);
    const quizIds = assignments.flatMap((row) => (row.quizId ? [row.quizId] : []));
    const questionTexts = new Map((await repo.assignedQuizQuestions(db, quizIds)).map((row) => [row.id, row.questions]));
    const at = now();
    return {
      assignments: assignmentResults(assignments, misses, questionTexts),
      students: grid.map((facts) => ({
        userId: facts.userId,
        name: facts.name,
        email: facts.email,
        cells: assignments.map((row, i) => ({
          assignmentId: row.id,
          ...attemptCell(
            row,
            {
              started: facts.started[i] === true,
              copyId: null,
              score: facts.score[i] ?? null,
              doneSteps: facts.doneSteps[i] ?? null,
              completedAtMs: facts.completedAtMs[i] ?? null,
            },
            at,
          ),
          lms: course?.scores.get(`${row.id}\n${facts.userId}`) ?? null,
        })),
      })),
      lmsCourse: course?.course ?? false,
      lmsPending: course?.pending ?? [],
    };
  }

  return {
    async create(user: User, request: CreateClassRequest): Promise<CreatedClass> {
      const subject = request.subject?.trim() || null;
      const row = await withRoom(db, { userId: user.id, kind: 'classes', adding: 1 }, (tx) =>
        withFreeCode((joinCode) => repo.insertClass(tx, user.id, { name: request.name, subject, joinCode })),
      );
      return { id: row.id, name: row.name, joinCode: row.joinCode };
    },

    async list(userId: string): Promise<ClassSummary[]> {
      return (await repo.listForUser(db, userId)).map((row) => ({
        id: row.id,
        name: row.name,
        subject: row.subject,
        role: row.teacherId === userId || row.coTeacher ? 'teacher' : 'student',
        memberCount: row.memberCount,
        teacherName: row.teacherName,
      }));
    },

    async detail(user: User, classId: string): Promise<ClassDetail> {
      const found = await access(user.id, classId);
      const summary: ClassSummary = {
        id: found.id,
        name: found.name,
        subject: found.subject,
        role: found.role,
        memberCount: found.memberCount,
        teacherName: found.teacherName,
      };
      if (found.role === 'student') {
        const myAssignments = (await repo.myAssignments(db, user.id, { classId })).map(toMine);
        const assignments = myAssignments.map(({ id, kind, title, dueAt, createdAt }) => ({ id, kind, title, dueAt, createdAt }));
        return { ...summary, joinCode: null, sizeLimit: null, members: null, assignments, myAssignments };
      }
      const [members, assignments] = await Promise.all([repo.listMembers(db, classId), repo.listAssignments(db, classId)]);
      return {
        ...summary,
        joinCode: found.joinCode,
        sizeLimit: CLASS_SIZE_LIMITS[user.plan],
        members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
        assignments: assignments.map(toAssignmentView),
        myAssignments: null,
      };
    },

    /** Joins by code. Wrong codes are counted per user; past the hour's allowance every code is refused. */
    async join(user: User, typedCode: string): Promise<ClassSummary> {
      if (await limit.blocked(user.id)) throw tooManyRequests(CLASS_MESSAGES.tooManyJoinAttempts);
      const found = await repo.findByCode(db, normalJoinCode(typedCode));
      if (!found) {
        await limit.countWrong(user.id);
        throw notFound(CLASS_MESSAGES.codeUnknown);
      }
      if (found.teacherId === user.id) throw conflict(CLASS_MESSAGES.ownClass);
      // The size limit is the teacher's plan's, read as of now (a lapsed plan reads as Free).
      const [teacher] = await repo.teacherPlans(db, [found.teacherId], now());
      const sizeLimit = CLASS_SIZE_LIMITS[teacher?.plan ?? 'Free'];
      if ((await repo.addMember(db, found.id, user.id, sizeLimit)) === 'full') throw conflict(CLASS_MESSAGES.classFull(sizeLimit));
      const joined = await repo.findWithRole(db, user.id, found.id);
      return {
        id: found.id,
        name: found.name,
        subject: found.subject,
        role: 'student',
        memberCount: joined!.memberCount,
        teacherName: joined!.teacherName,
      };
    },

    async rotateCode(userId: string, classId: string): Promise<CreatedClass> {
      const found = await asTeacher(userId, classId);
      const joinCode = await withFreeCode(async (code) => (await repo.setJoinCode(db, classId, code)) && code);
      return { id: found.id, name: found.name, joinCode };
    },

    async removeMember(userId: string, classId: string, memberId: string): Promise<{ id: string }> {
      await asTeacher(userId, classId);
      if (!(await repo.removeMember(db, classId, memberId))) throw notFound(CLASS_MESSAGES.memberNotFound);
      return { id: memberId };
    },

    async leave(userId: string, classId: string): Promise<{ id: string }> {
      const found = await access(userId, classId);
      if (found.role === 'teacher') throw conflict(CLASS_MESSAGES.teacherCannotLeave);
      await repo.removeMember(db, classId, userId);
      return { id: classId };
    },

    async remove(userId: string, classId: string): Promise<{ id: string }> {
      // A co-teacher teaches the class; only the teacher who made it deletes it.
      if (!(await asTeacher(userId, classId)).owner) throw teacherOnly();
      await repo.deleteClass(db, classId);
      return { id: classId };
    },

    async assignable(userId: string): Promise<AssignableItems> {
      return repo.assignableItems(db, userId);
    },

    async assign(userId: string, classId: string, request: CreateAssignmentRequest): Promise<AssignmentView> {
      await asTeacher(userId, classId);
      const item = await repo.ownedItem(db, userId, request.kind, request.itemId);
      if (!item) throw notFound(CLASS_MESSAGES.itemNotFound);
      const dueAt = request.dueAt ? new Date(request.dueAt) : null;
      if (dueAt && Number.isNaN(dueAt.getTime())) throw badRequest(CLASS_MESSAGES.dueInvalid);
      const created = await repo.insertAssignment(
        db,
        { classId, kind: request.kind, itemId: request.itemId, ...item, dueAt },
        MAX_ASSIGNMENTS_PER_CLASS,
      );
      if (created === 'gone') throw classNotFound();
      if (created === 'full') throw conflict(CLASS_MESSAGES.tooManyAssignments);
      return toAssignmentView(created);
    },

    /** Ends one assignment: its attempts go from the results; the students keep their copies. */
    async unassign(userId: string, classId: string, assignmentId: string): Promise<{ id: string }> {
      await asTeacher(userId, classId);
      if (!isUuid(assignmentId) || !(await repo.deleteAssignment(db, classId, assignmentId)))
        throw notFound(CLASS_MESSAGES.assignmentNotFound);
      return { id: assignmentId };
    },

    async myAssignments(userId: string): Promise<MyAssignment[]> {
      return (await repo.myAssignments(db, userId)).map(toMine);
    },

    async myAssignment(userId: string, assignmentId: string): Promise<MyAssignmentDetail> {
      const row = await mine(userId, assignmentId);
      const plan = row.assignment.studyPlanId ? ((await repo.studyPlanContent(db, row.assignment.studyPlanId)) ?? null) : null;
      return { ...toMine(row), plan };
    },

    /** Starts the student's own attempt (their copy), or returns the one they started before. */
    async start(userId: string, assignmentId: string): Promise<MyAssignment> {
      const row = await mine(userId, assignmentId);
      if (!row.started) await repo.startAttempt(db, userId, row.assignment);
      return toMine((await repo.myAssignments(db, userId, { assignmentId }))[0]!);
    },

    async setDone(userId: string, assignmentId: string, done: boolean): Promise<MyAssignment> {
      const row = await mine(userId, assignmentId);
      if (row.assignment.kind !== 'study-plan') throw conflict(CLASS_MESSAGES.doneOnlyForPlans);
      await repo.setPlanDone(db, userId, assignmentId, done);
      return toMine((await repo.myAssignments(db, userId, { assignmentId }))[0]!);
    },

    results,

    async resultsCsv(userId: string, classId: string): Promise<string> {
      return resultsCsv(await results(userId, classId));
    },

    /** Students × concepts, from what they answered in the class's quizzes: the teacher's view of the learner model. */
    async concepts(userId: string, classId: string): Promise<ClassConcepts> {
      await asTeacher(userId, classId);
      return conceptGrid(classId, await repo.listMembers(db, classId));
    },
  };
}
