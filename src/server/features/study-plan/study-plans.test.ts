import { describe, expect, it } from 'vitest';
import { EXAM_DATE_MESSAGES } from '../../../shared/exam-date';
import { type GeneratedStudyPlan, type SavedStudyPlan, STUDY_PLAN_MESSAGES, STUDY_PLAN_REQUEST_MESSAGES } from '../../../shared/study-plan';
import { generatedStudyPlanSchema, savedStudyPlanSchema, studyPlanListSchema } from '../../../shared/study-plan.schema';
import { request, signUp, useTestApp } from '../../test/test-app';

const NOW = new Date('2026-03-02T10:00:00Z');
const ctx = useTestApp({}, { now: () => NOW });

function plansApi(cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: () => request(ctx.app, { method: 'GET', url: '/api/study-plans', headers }),
    generate: (payload: object) => request(ctx.app, { method: 'POST', url: '/api/study-plans/generate', payload, headers }),
    save: (payload: object) => request(ctx.app, { method: 'POST', url: '/api/study-plans', payload, headers }),
    async generated(payload: object = { subjects: 'Algebra, Chemistry' }): Promise<GeneratedStudyPlan> {
      const response = await request(ctx.app, { method: 'POST', url: '/api/study-plans/generate', payload, headers });
      if (response.statusCode !== 200) throw new Error(`generate failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

async function signedIn() {
  const { cookie } = await signUp(ctx.app);
  return { cookie, plans: plansApi(cookie) };
}

describe('POST /api/study-plans/generate', () => {
  it("splits the subjects on commas, fills in the spec's defaults and saves nothing", async () => {
    const { plans } = await signedIn();
    const response = await plans.generate({ subjects: ' Algebra, Chemistry ,, ', goals: 'Pass the boards' });
    expect(response.statusCode).toBe(200);
    const generated: GeneratedStudyPlan = response.json();
    expect(generatedStudyPlanSchema.safeParse(generated).success).toBe(true);
    expect(generated).toMatchObject({
      gradeLevel: 'High School',
      subjects: ['Algebra', 'Chemistry'],
      examDate: null,
      hoursPerDay: 2,
      duration: '4 weeks',
      difficulty: 'intermediate',
      goals: 'Pass the boards',
      title: 'High School study plan: Algebra and Chemistry',
      topic: 'Algebra and Chemistry',
    });
    // 4 weeks of days, each with a topic, a duration and tasks.
    expect(generated.plan.weeks).toHaveLength(4);
    for (const week of generated.plan.weeks) {
      for (const day of week.days) {
        expect(day.topic).not.toBe('');
        expect(day.duration).toMatch(/hour|min/);
        expect(day.tasks.length).toBeGreaterThan(0);
      }
    }
    const topics = generated.plan.weeks.flatMap((week) => week.days.map((day) => day.topic)).join(' ');
    expect(topics).toContain('Algebra');
    expect(topics).toContain('Chemistry');
    expect((await plans.list()).json()).toEqual([]);
  });

  it('plans up to a target date from the given fields', async () => {
    const { plans } = await signedIn();
    const generated = await plans.generated({
      gradeLevel: 'College',
      subjects: ['Physics'],
      examDate: '2026-03-15',
      hoursPerDay: 3,
      duration: '12 weeks',
      difficulty: 'advanced',
    });
    expect(generated).toMatchObject({ gradeLevel: 'College', examDate: '2026-03-15', hoursPerDay: 3, difficulty: 'advanced' });
    // 2 March to 15 March, both included: 14 days over 2 weeks, whatever the duration says.
    expect(generated.plan.weeks.flatMap((week) => week.days)).toHaveLength(14);
  });

  it('refuses missing subjects with the form message, a past target date, bad hours and a bad level', async () => {
    const { plans } = await signedIn();
    for (const payload of [{ subjects: ' , ' }, { subjects: '' }, { subjects: [] }, {}, { subjects: 42 }]) {
      const response = await plans.generate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: STUDY_PLAN_MESSAGES.subjectsRequired, code: 'bad_request' });
    }
    const cases = [
      [{ examDate: '2026-03-01' }, EXAM_DATE_MESSAGES.examDatePast],
      [{ examDate: '2026-13-01' }, EXAM_DATE_MESSAGES.invalidDate],
      [{ hoursPerDay: 0 }, STUDY_PLAN_REQUEST_MESSAGES.hoursInvalid],
      [{ hoursPerDay: 13 }, STUDY_PLAN_REQUEST_MESSAGES.hoursInvalid],
      [{ difficulty: 'expert' }, STUDY_PLAN_REQUEST_MESSAGES.difficultyInvalid],
    ] as const;
    for (const [change, message] of cases) {
      const response = await plans.generate({ subjects: 'Algebra', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('counts one AI generation; a form its schema refuses costs nothing, a 400 after the count keeps it; the limit answers 429', async () => {
    const { plans, cookie } = await signedIn();
    const used = async () =>
      (await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } })).json().usage.generations.used as number;
    const first = await plans.generate({ subjects: 'Algebra' });
    expect(first.headers['x-usage-kind']).toBe('generations');
    expect(await used()).toBe(1);
    expect((await plans.generate({ subjects: '' })).statusCode).toBe(400);
    expect(await used()).toBe(1);
    // The exam date is checked by the engine, after the unit was spent: bad input keeps it (decision 046).
    expect((await plans.generate({ subjects: 'Algebra', examDate: '2020-01-01' })).statusCode).toBe(400);
    expect(await used()).toBe(2);
    for (let i = 3; i <= 15; i += 1) expect((await plans.generate({ subjects: `Subject ${i}` })).statusCode).toBe(200);
    const refused = await plans.generate({ subjects: 'Algebra' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('API limit reached');
    // Saving is not a generation: it still works at the limit.
    expect((await plans.save({ ...(first.json() as GeneratedStudyPlan) })).statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    expect((await plansApi().generate({ subjects: 'Algebra' })).statusCode).toBe(401);
  });
});

describe('POST /api/study-plans and GET /api/study-plans', () => {
  it("saves a generated plan with the spec's fields and lists the user's own plans newest first", async () => {
    const { plans, cookie } = await signedIn();
    const algebra = await plans.generated({ subjects: 'Algebra' });
    const first = await plans.save(algebra);
    expect(first.statusCode).toBe(201);
    const saved: SavedStudyPlan = first.json();
    expect(savedStudyPlanSchema.safeParse(saved).success).toBe(true);
    expect(saved).toEqual({ ...algebra, id: saved.id, createdAt: saved.createdAt });

    const chemistry = await plans.generated({ subjects: 'Chemistry', examDate: '2026-04-01' });
    const second: SavedStudyPlan = (await plans.save({ ...chemistry, title: '  My chemistry plan ' })).json();
    expect(second).toMatchObject({ title: 'My chemistry plan', examDate: '2026-04-01', subjects: ['Chemistry'] });

    const other = await signedIn();
    await other.plans.save(await other.plans.generated({ subjects: 'History' }));

    const list = await plans.list();
    expect(list.statusCode).toBe(200);
    expect(studyPlanListSchema.safeParse(list.json()).success).toBe(true);
    expect(list.json().map((plan: SavedStudyPlan) => plan.id)).toEqual([second.id, saved.id]);
    // The list leaves each plan's content out (its weeks are counted); GET /:id answers all of it.
    const { plan, ...fields } = saved;
    expect(list.json()[1]).toEqual({ ...fields, weeks: plan.weeks.length });
    const one = await request(ctx.app, { method: 'GET', url: `/api/study-plans/${saved.id}`, headers: { cookie } });
    expect(one.json()).toEqual(saved);
    // Another user's plan, and an id that names none, are not found.
    const theirs = (await other.plans.list()).json()[0] as SavedStudyPlan;
    for (const id of [theirs.id, 'nope']) {
      const missing = await request(ctx.app, { method: 'GET', url: `/api/study-plans/${id}`, headers: { cookie } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: STUDY_PLAN_REQUEST_MESSAGES.notFound, code: 'not_found' });
      expect((await request(ctx.app, { method: 'DELETE', url: `/api/study-plans/${id}`, headers: { cookie } })).statusCode).toBe(404);
    }
    expect((await request(ctx.app, { method: 'DELETE', url: `/api/study-plans/${saved.id}`, headers: { cookie } })).json()).toEqual({
      id: saved.id,
    });
    expect((await plans.list()).json().map((p: SavedStudyPlan) => p.id)).toEqual([second.id]);
  });

  it('names a plan saved without a title from its subjects', async () => {
    const { plans } = await signedIn();
    const generated = await plans.generated({ subjects: 'Algebra', gradeLevel: 'Grade 10' });
    const saved: SavedStudyPlan = (await plans.save({ ...generated, title: '', topic: undefined })).json();
    expect(saved).toMatchObject({ title: 'Grade 10 study plan: Algebra', topic: 'Algebra' });
  });

  it('refuses a save with no plan, a broken plan or no subjects, and stores nothing', async () => {
    const { plans } = await signedIn();
    const generated = await plans.generated({ subjects: 'Algebra' });
    for (const plan of [undefined, null, 'text', { weeks: [] }, { ...generated.plan, weeks: [{ week: 1, days: [{ day: 'Monday' }] }] }]) {
      const response = await plans.save({ ...generated, plan });
      expect(response.statusCode, JSON.stringify(plan)?.slice(0, 60)).toBe(400);
      expect(response.json().message).toBe(STUDY_PLAN_REQUEST_MESSAGES.planRequired);
    }
    const noSubjects = await plans.save({ ...generated, subjects: [] });
    expect(noSubjects.json().message).toBe(STUDY_PLAN_MESSAGES.subjectsRequired);
    expect((await plans.list()).json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await plansApi().list()).statusCode).toBe(401);
    expect((await plansApi().save({ subjects: 'Algebra' })).statusCode).toBe(401);
  });
});
