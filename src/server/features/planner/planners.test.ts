import { describe, expect, it } from 'vitest';
import { EXAM_DATE_MESSAGES } from '../../../shared/exam-date';
import { PLANNER_LIMITS, PLANNER_MESSAGES, PLANNER_PRIORITIES, PLANNER_REQUEST_MESSAGES, type SavedPlanner } from '../../../shared/planner';
import { plannerListSchema, savedPlannerSchema } from '../../../shared/planner.schema';
import { request, signUp, useTestApp } from '../../test/test-app';

// The server's clock: 10:00 UTC on Monday 2 March 2026, so "today" is 2026-03-02 for a browser
// anywhere from UTC−10 to UTC+13, and a browser may claim 2026-03-01 to 2026-03-03.
const NOW = new Date('2026-03-02T10:00:00Z');
const ctx = useTestApp({}, { now: () => NOW });

const BASE = { subject: 'Biology', goal: 'Score an A in the final', examDate: '2026-03-15' };

function plannerApi(cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: () => request(ctx.app, { method: 'GET', url: '/api/planners', headers }),
    get: (id: string) => request(ctx.app, { method: 'GET', url: `/api/planners/${id}`, headers }),
    create: (payload: object) => request(ctx.app, { method: 'POST', url: '/api/planner', payload, headers }),
    remove: (id: string) => request(ctx.app, { method: 'DELETE', url: `/api/planners/${id}`, headers }),
    async created(payload: object = BASE): Promise<SavedPlanner> {
      const response = await request(ctx.app, { method: 'POST', url: '/api/planner', payload, headers });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

async function signedIn() {
  const { cookie } = await signUp(ctx.app);
  return { cookie, planners: plannerApi(cookie) };
}

/** Every date from `from` to `to`, both included. */
function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

describe('POST /api/planner', () => {
  it('plans every day from today to the exam date with real dates and priorities, and stores the planner', async () => {
    const { planners } = await signedIn();
    const response = await planners.create(BASE);
    expect(response.statusCode).toBe(201);
    const planner: SavedPlanner = response.json();
    expect(savedPlannerSchema.safeParse(planner).success).toBe(true);
    expect(planner).toMatchObject({ subject: 'Biology', goal: 'Score an A in the final', examDate: '2026-03-15' });
    expect(planner.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);

    const days = planner.schedule.dailySchedule;
    expect(days.map((day) => day.date)).toEqual(datesFrom('2026-03-02', '2026-03-15'));
    expect(days.map((day) => day.day)).toEqual(days.map((_, i) => i + 1));
    for (const day of days) {
      expect(PLANNER_PRIORITIES).toContain(day.priority);
      expect(day.activities.length).toBeGreaterThan(0);
      expect(day.duration).toMatch(/hour/);
    }
    // Not one colour for every day: the plan ranks its days.
    expect(new Set(days.map((day) => day.priority)).size).toBeGreaterThan(1);
    for (const milestone of planner.schedule.milestones) expect(days.map((day) => day.date)).toContain(milestone.date);
    expect(planner.schedule.tips.length).toBeGreaterThan(0);
    expect(planner.schedule.weeklyGoals.length).toBeGreaterThan(0);

    expect((await planners.get(planner.id)).json()).toEqual(planner);
  });

  it("starts on the browser's date when it is within a day of the server's, and ignores one further off", async () => {
    const { planners } = await signedIn();
    const ahead = await planners.created({ ...BASE, today: '2026-03-03' });
    expect(ahead.schedule.dailySchedule[0]!.date).toBe('2026-03-03');
    const far = await planners.created({ ...BASE, today: '2026-03-10' });
    expect(far.schedule.dailySchedule[0]!.date).toBe('2026-03-02');
  });

  it("takes the uploaded file's text as the topics", async () => {
    const { planners } = await signedIn();
    // The first heading is the document's title; the sections under it are the topics.
    const pdfContent =
      '# Biology revision notes\n\n# Cell structure\nCells have parts.\n\n# Photosynthesis\nLight to sugar.\n\n# Genetics\nGenes and DNA.\n\n# Evolution\nChange over time.';
    const planner = await planners.created({ ...BASE, pdfContent });
    const topics = planner.schedule.dailySchedule.flatMap((day) => day.topics).join(' ');
    for (const heading of ['Cell structure', 'Photosynthesis', 'Genetics', 'Evolution']) expect(topics).toContain(heading);
  });

  it('plans a single day when the exam is today', async () => {
    const { planners } = await signedIn();
    const planner = await planners.created({ ...BASE, examDate: '2026-03-02' });
    expect(planner.schedule.dailySchedule.map((day) => day.date)).toEqual(['2026-03-02']);
  });

  it('refuses an exam date in the past, one over a year away and one that is no date', async () => {
    const { planners } = await signedIn();
    const cases = [
      ['2026-03-01', EXAM_DATE_MESSAGES.examDatePast],
      ['2027-03-03', EXAM_DATE_MESSAGES.examDateTooFar],
      ['2026-02-30', EXAM_DATE_MESSAGES.invalidDate],
      ['next Friday', EXAM_DATE_MESSAGES.invalidDate],
    ] as const;
    for (const [examDate, message] of cases) {
      const response = await planners.create({ ...BASE, examDate });
      expect(response.statusCode, examDate).toBe(400);
      expect(response.json()).toEqual({ message, code: 'bad_request' });
    }
    // A browser cannot move "today" back far enough to plan for a past exam.
    const claimed = await planners.create({ ...BASE, examDate: '2026-02-20', today: '2026-02-19' });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toBe(EXAM_DATE_MESSAGES.examDatePast);
    expect((await planners.list()).json()).toEqual([]);
  });

  it("asks for every field with 'Please fill in all fields' and refuses overlong ones", async () => {
    const { planners } = await signedIn();
    for (const payload of [
      { ...BASE, subject: '  ' },
      { ...BASE, goal: '' },
      { subject: 'Biology', goal: 'Pass' },
      { ...BASE, examDate: ' ' },
      {},
    ]) {
      const response = await planners.create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(PLANNER_MESSAGES.fieldsRequired);
    }
    const long = await planners.create({ ...BASE, subject: 'x'.repeat(PLANNER_LIMITS.subjectMaxChars + 1) });
    expect(long.json().message).toBe(PLANNER_REQUEST_MESSAGES.subjectTooLong);
    const material = await planners.create({ ...BASE, pdfContent: 'x'.repeat(PLANNER_LIMITS.materialMaxChars + 1) });
    expect(material.statusCode).toBe(400);
    expect(material.json().message).toBe(PLANNER_REQUEST_MESSAGES.materialTooLong);
  });

  it('counts one AI generation per planner; a form its schema refuses costs nothing, a 400 after the count keeps it; the limit answers 429', async () => {
    const { planners, cookie } = await signedIn();
    const used = async () =>
      (await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } })).json().usage.generations.used as number;
    const first = await planners.create(BASE);
    expect(first.headers['x-usage-kind']).toBe('generations');
    expect(await used()).toBe(1);
    expect((await planners.create({ ...BASE, subject: 'x'.repeat(PLANNER_LIMITS.subjectMaxChars + 1) })).statusCode).toBe(400);
    expect(await used()).toBe(1);
    // The exam date is checked by the service, after the unit was spent: bad input keeps it (decision 046).
    expect((await planners.create({ ...BASE, examDate: '2025-01-01' })).statusCode).toBe(400);
    expect(await used()).toBe(2);
    // The Free plan allows 15 generations a day.
    for (let i = 3; i <= 15; i += 1) expect((await planners.create(BASE)).statusCode).toBe(201);
    const refused = await planners.create(BASE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('API limit reached');
    expect((await planners.list()).json()).toHaveLength(14);
  });

  it('needs a signed-in user', async () => {
    expect((await plannerApi().create(BASE)).statusCode).toBe(401);
  });
});

describe('GET /api/planners and DELETE /api/planners/:id', () => {
  it("lists the user's own planners newest first", async () => {
    const { planners } = await signedIn();
    const biology = await planners.created();
    const history = await planners.created({ ...BASE, subject: 'History' });
    const other = await signedIn();
    await other.planners.created({ ...BASE, subject: 'Chemistry' });
    const response = await planners.list();
    expect(response.statusCode).toBe(200);
    expect(plannerListSchema.safeParse(response.json()).success).toBe(true);
    expect(response.json().map((planner: SavedPlanner) => planner.id)).toEqual([history.id, biology.id]);
    expect((await plannerApi().list()).statusCode).toBe(401);
  });

  it("deletes the user's planner; another user's, an unknown and a malformed id answer 404", async () => {
    const { planners } = await signedIn();
    const mine = await planners.created();
    const other = await signedIn();
    const theirs = await other.planners.created();

    for (const id of [theirs.id, '0190a0a0-0000-7000-8000-000000000000', 'not-an-id']) {
      for (const response of [await planners.remove(id), await planners.get(id)]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: PLANNER_REQUEST_MESSAGES.notFound, code: 'not_found' });
      }
    }
    expect((await other.planners.list()).json()).toHaveLength(1);

    const removed = await planners.remove(mine.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: mine.id });
    expect((await planners.list()).json()).toEqual([]);
    expect((await planners.remove(mine.id)).statusCode).toBe(404);
  });
});
