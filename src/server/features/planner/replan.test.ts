import { describe, expect, it } from 'vitest';
import type { SavedPlanner } from '../../../shared/planner';
import { savedPlannerSchema } from '../../../shared/planner.schema';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { upload, useTestApp } from '../../test/test-app';
import { isoDay, plannerFor, type Student, student } from '../../test/study-day';

const ctx = useTestApp();

async function opened(who: Student, id: string, today = isoDay()): Promise<SavedPlanner> {
  const response = await who.call('GET', `/api/planners/${id}?today=${today}`);
  expect(response.statusCode, response.body).toBe(200);
  const planner = response.json<SavedPlanner>();
  expect(savedPlannerSchema.safeParse(planner).success).toBe(true);
  return planner;
}

/** A generated quiz on a fixture text, its topic the subject, completed all right or all wrong. */
async function quizTaken(who: Student, subject: string, right: boolean) {
  const generated = await upload(ctx.app, '/api/generate-quiz', [], {
    cookie: who.cookie,
    fields: { text: studyText('photosynthesis'), topic: subject, difficulty: 'medium', numQuestions: '6' },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const { id } = generated.json<{ id: string }>();
  const questions = await storedQuestions(ctx.database, id);
  const completed = await who.call('PUT', `/api/quizzes/${id}/complete`, {
    answers: right ? rightAnswers(questions) : wrongAnswers(questions),
  });
  expect(completed.statusCode, completed.body).toBe(200);
}

describe('the planner re-plans from mastery', () => {
  it('gives weak concepts more time after new evidence, says why, and never changes a past day', async () => {
    const asha = await student(ctx.app);
    const { id } = await plannerFor(asha, 'Biology', 10);
    const first = await opened(asha, id);
    expect(first).toMatchObject({ updatedBecause: null, updatedAt: null });
    // Opened again with nothing new: as planned.
    expect(await opened(asha, id)).toEqual(first);

    await quizTaken(asha, 'Biology', false);
    // Opened tomorrow (the student's date may be a day from the server's): today is then past.
    const tomorrow = isoDay(1);
    const replanned = await opened(asha, id, tomorrow);
    expect(replanned.updatedBecause).toMatch(/^Updated because your results show '.+'( and '.+')? needs? more time/);
    expect(Date.parse(replanned.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const [past, ...rest] = replanned.schedule.dailySchedule;
    expect(past).toEqual(first.schedule.dailySchedule[0]);
    expect(rest.length).toBe(first.schedule.dailySchedule.length - 1);
    const extra = rest.flatMap((day) => day.activities).filter((activity) => activity.startsWith('Extra practice on '));
    expect(extra.length).toBeGreaterThan(0);
    const hours = (planner: SavedPlanner) =>
      planner.schedule.dailySchedule.slice(1).reduce((sum, day) => sum + parseFloat(day.duration), 0);
    expect(hours(replanned)).toBeGreaterThan(hours(first));

    // Nothing new since: the same schedule, the same note and time.
    expect(await opened(asha, id, tomorrow)).toEqual(replanned);
  });

  it('does not change a planner of another subject, or another student’s', async () => {
    const asha = await student(ctx.app);
    const history = await plannerFor(asha, 'History', 10);
    const ravi = await student(ctx.app, 'Ravi');
    const his = await plannerFor(ravi, 'Biology', 10);
    await quizTaken(asha, 'Biology', false);
    expect((await opened(asha, history.id)).updatedBecause).toBeNull();
    expect((await opened(ravi, his.id)).updatedBecause).toBeNull();
    expect((await asha.call('GET', `/api/planners/${his.id}`)).statusCode).toBe(404);
  });

  it('gives concepts the student knows well less time', async () => {
    const asha = await student(ctx.app);
    await quizTaken(asha, 'Biology', true);
    const concepts = (await asha.call('GET', '/api/learner/concepts?subject=Biology')).json<{ name: string }[]>();
    const known = concepts[0]!.name;
    // A planner whose material names a concept already answered right.
    const made = await asha.call('POST', '/api/planner', {
      subject: 'Biology',
      goal: 'Pass',
      examDate: isoDay(6),
      today: isoDay(),
      pdfContent: `# ${known}\n\nNotes on ${known}.\n\n# Respiration\n\nNotes on respiration.\n\n# Enzymes\n\nNotes on enzymes.`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json<SavedPlanner>();
    await quizTaken(asha, 'Biology', true);
    const replanned = await opened(asha, first.id);
    expect(replanned.updatedBecause).toContain('known well, so');
    const withKnown = replanned.schedule.dailySchedule.filter((day) => day.topics.some((topic) => topic.includes(known)));
    expect(withKnown.length).toBeGreaterThan(0);
    for (const day of withKnown) expect(day.topics.at(-1)).toContain(known);
  });
});
