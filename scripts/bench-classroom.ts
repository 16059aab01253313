// Classroom bench: the teacher's results table of a full Institution class, 500 students × 20
// assignments (half quizzes of 10 questions, half study paths of 6 steps), every attempt started
// and half of them finished; then the same class at the most assignments a class keeps (500 × 200),
// printed without a bar. On PostgreSQL with BENCH_DATABASE_URL, else PGlite. Bar: p50 ≤ 100 ms.
import os from 'node:os';
import { v7 as uuidv7 } from 'uuid';
import { MAX_ASSIGNMENTS_PER_CLASS } from '../src/shared/classroom';
import type { QuizQuestion } from '../src/shared/quiz';
import type { PathStep } from '../src/shared/study-path';
import { type DatabaseHandle, fromPglite } from '../src/server/db/client';
import { newPglite } from '../src/server/db/pglite';
import { runMigrations } from '../src/server/db/migrate';
import { vacuumTables } from '../src/server/db/pglite-vacuum';
import { assignment, assignmentAttempt, classMember, classroom, quiz, studyPath, user } from '../src/server/db/schema';
import { classroomService } from '../src/server/features/classroom/service';
import { classConceptGrid } from '../src/server/features/learner/class-concepts';
import { scratchPostgres } from './bench-postgres';

const STUDENTS = 500;
const QUESTIONS = 10;
const STEPS = 6;
const BAR_MS = 100;
/** Each size with its number of timed calls: the largest table takes seconds to seed and a while to read. */
const SIZES = [
  { assignments: 20, runs: Number(process.env.BENCH_RUNS ?? 30), bar: true },
  { assignments: MAX_ASSIGNMENTS_PER_CLASS, runs: Number(process.env.BENCH_RUNS_LARGE ?? 5), bar: false },
];

/** A database of the bench's own (on PostgreSQL, made beside the given one and dropped at the end). */
async function open(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = fromPglite(newPglite());
    await runMigrations(handle);
    return handle;
  }
  return scratchPostgres(url, 'classroom');
}

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

const questions: QuizQuestion[] = Array.from({ length: QUESTIONS }, (_, i) => ({
  id: `q${i + 1}`,
  question: `Question ${i + 1}?`,
  type: 'mcq',
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 0,
  explanation: 'Because.',
}));
const roadmap: PathStep[] = Array.from({ length: STEPS }, (_, i) => ({
  id: `s${i + 1}`,
  title: `Step ${i + 1}`,
  description: 'Learn it.',
  estimatedHours: 2,
  resources: [],
}));

const handle = await open();
const { db } = handle;
const run = uuidv7();
const teacherId = uuidv7();
const studentIds = Array.from({ length: STUDENTS }, () => uuidv7());
await db.insert(user).values({ id: teacherId, name: 'Teacher', email: `teacher-${run}@example.com`, plan: 'Institution' });
await insertAll(
  studentIds.map((id, i) => ({ id, name: `Student ${i + 1}`, email: `s${i}-${run}@example.com` })),
  (chunk) => db.insert(user).values(chunk),
);

/** A class of every student with `count` assignments, half quizzes and half paths, all started. */
async function seedClass(count: number): Promise<string> {
  const classId = uuidv7();
  await db
    .insert(classroom)
    .values({ id: classId, teacherId, name: `Bench class ${count}`, joinCode: uuidv7().replace(/-/g, '').slice(-12).toUpperCase() });
  await insertAll(
    studentIds.map((userId) => ({ classId, userId })),
    (chunk) => db.insert(classMember).values(chunk),
  );
  const quizzes = count / 2;
  const quizAttempts: (typeof quiz.$inferInsert)[] = [];
  const pathAttempts: (typeof studyPath.$inferInsert)[] = [];
  const attempts: (typeof assignmentAttempt.$inferInsert)[] = [];
  for (let a = 0; a < count; a += 1) {
    const assignmentId = uuidv7();
    const itemId = uuidv7();
    const isQuiz = a < quizzes;
    if (isQuiz)
      await db
        .insert(quiz)
        .values({ id: itemId, userId: teacherId, title: `Quiz ${a + 1}`, difficulty: 'medium', questions, savedAt: new Date() });
    else {
      await db.insert(studyPath).values({
        id: itemId,
        userId: teacherId,
        topic: `Path ${a + 1}`,
        difficulty: 'beginner',
        description: 'A path.',
        estimatedHours: 12,
        roadmap,
      });
    }
    await db.insert(assignment).values({
      id: assignmentId,
      classId,
      kind: isQuiz ? 'quiz' : 'study-path',
      quizId: isQuiz ? itemId : null,
      studyPathId: isQuiz ? null : itemId,
      title: `Assignment ${a + 1}`,
      totalSteps: isQuiz ? null : STEPS,
    });
    studentIds.forEach((userId, s) => {
      const copyId = uuidv7();
      const finished = (s + a) % 2 === 0;
      if (isQuiz) {
        const feedback = questions.map((question, q) => ({ questionId: question.id, correct: (s + q) % 3 !== 0, feedback: '' }));
        const correctAnswers = feedback.filter((item) => item.correct).length;
        const score = Math.round((correctAnswers / QUESTIONS) * 100);
        quizAttempts.push({
          id: copyId,
          userId,
          title: `Quiz ${a + 1}`,
          difficulty: 'medium',
          questions,
          savedAt: new Date(),
          ...(finished && {
            answers: questions.map(() => 0),
            evaluation: { score, totalQuestions: QUESTIONS, correctAnswers, overallFeedback: '', feedback },
            score,
            completedAt: new Date(),
          }),
        });
      } else {
        const progress = Object.fromEntries(roadmap.map((_, i) => [String(i), finished || i < 2]));
        pathAttempts.push({
          id: copyId,
          userId,
          topic: `Path ${a + 1}`,
          difficulty: 'beginner',
          description: 'A path.',
          estimatedHours: 12,
          roadmap,
          progress,
        });
      }
      attempts.push({ assignmentId, userId, quizId: isQuiz ? copyId : null, studyPathId: isQuiz ? null : copyId });
    });
  }
  await insertAll(quizAttempts, (chunk) => db.insert(quiz).values(chunk));
  await insertAll(pathAttempts, (chunk) => db.insert(studyPath).values(chunk));
  await insertAll(attempts, (chunk) => db.insert(assignmentAttempt).values(chunk));
  return classId;
}

const now = () => new Date();
const service = classroomService(db, now, classConceptGrid(db, now));
const where = handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
for (const size of SIZES) {
  const classId = await seedClass(size.assignments);
  // Statistics as the database keeps them: autovacuum on PostgreSQL, the app's hourly VACUUM (ANALYZE) on PGlite.
  if (handle.kind === 'postgres') await handle.pool.query('ANALYZE');
  else await vacuumTables(handle.client);
  const times: number[] = [];
  let cells = 0;
  // On a shared machine wall time includes waiting for a core; this process's CPU time does not.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < size.runs; i += 1) {
    const start = performance.now();
    const results = await service.results(teacherId, classId);
    times.push(performance.now() - start);
    cells = results.students.reduce((sum, student) => sum + student.cells.length, 0);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / size.runs;
  const csvStart = performance.now();
  const csv = await service.resultsCsv(teacherId, classId);
  const csvMs = performance.now() - csvStart;
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  console.log(
    `class results, ${STUDENTS} students × ${size.assignments} assignments (${cells} cells, ${where}, ${size.runs} calls): p50 ${p50.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms${size.bar ? ` (bar ${BAR_MS} ms)` : ''}, app CPU ${cpuMs.toFixed(1)} ms a call; CSV ${(csv.length / 1024).toFixed(0)} KB in ${csvMs.toFixed(1)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
}

await handle.close();
