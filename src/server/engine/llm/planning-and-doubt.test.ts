import { describe, expect, it } from 'vitest';
import { DOUBT_MAX_CHARS, DOUBT_MESSAGES } from '../../../shared/doubt';
import { STUDY_PLAN_MESSAGES } from '../../../shared/study-plan';
import { PLANNER_MESSAGES, type PlannerInput } from '../../../shared/planner';
import { STUDY_PATH_MESSAGES } from '../../../shared/study-path';
import { EXAM_DATE_MESSAGES } from '../../../shared/exam-date';
import { plannerScheduleSchema } from '../../../shared/planner.schema';
import { studyPathSchema } from '../../../shared/study-path.schema';
import { studyPlanContentSchema } from '../../../shared/study-plan.schema';
import { dateRange } from '../offline/planning/dates';
import { LLM_MESSAGES } from './errors';
import { httpFailure, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const { engine } = llm;

const requestText = (index: number) => JSON.stringify(llm.fake.requests[index]?.body.messages);
const lastUserMessage = (index: number) => JSON.stringify(llm.fake.requests[index]?.body.messages?.at(-1));
const json = (value: unknown) => ({ content: JSON.stringify(value) });

// Monday 3 March to Sunday 16 March 2025: 14 days.
const TODAY = '2025-03-03';
const EXAM = '2025-03-16';
const plannerInput: PlannerInput = { subject: 'Biology', goal: 'Get an A', examDate: EXAM, today: TODAY };

/** A schedule as a careful model would write it for these dates. */
function modelSchedule(dates: string[]) {
  const last = dates.length - 1;
  const kind = (i: number) => (i === last ? 'exam' : i === last - 1 ? 'mock' : i >= last - 4 ? 'review' : 'study');
  return {
    overview: `A ${dates.length}-day plan for Biology.`,
    weeklyGoals: ['Week 1: study cells and genetics.', 'Week 2: review and sit the mock test.'],
    dailySchedule: dates.map((date, i) => ({
      day: i + 1,
      date,
      kind: kind(i),
      duration: i === last ? '1 hour' : '2 hours',
      priority: kind(i) === 'study' || kind(i) === 'mock' ? 'high' : kind(i) === 'review' ? 'medium' : 'low',
      topics: ['Cells', 'Genetics'],
      activities: kind(i) === 'mock' ? ['Mock test under exam conditions'] : ['Solve 10 questions on cells'],
    })),
    milestones: [
      { title: 'Mock test', date: dates[last - 1] ?? dates[last], description: 'A full practice exam.' },
      { title: 'Exam day', date: dates[last], description: 'Light review only.' },
    ],
    tips: ['Test yourself before re-reading.'],
  };
}

describe('LLM planner schedule', () => {
  it('returns every date from today to the exam, numbered from 1, with the calendar spelled out in the prompt', async () => {
    const dates = dateRange(TODAY, EXAM);
    llm.fake.reply(json(modelSchedule(dates)));
    const schedule = await engine().planSchedule(plannerInput);
    expect(plannerScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(schedule.dailySchedule.map((d) => d.date)).toEqual(dates);
    expect(schedule.dailySchedule.map((d) => d.day)).toEqual(dates.map((_, i) => i + 1));
    expect(schedule.dailySchedule[0]).not.toHaveProperty('kind');
    expect(llm.fake.requests).toHaveLength(1);
    const prompt = requestText(0);
    expect(prompt).toContain('Day 1: 2025-03-03 (Monday)');
    expect(prompt).toContain('Day 14: 2025-03-16 (Sunday) — exam day');
    expect(prompt).toContain('exactly 14 entries');
  });

  it('renumbers the days itself when the model counts from 0', async () => {
    const answer = modelSchedule(dateRange(TODAY, EXAM));
    answer.dailySchedule.forEach((day, i) => (day.day = i));
    llm.fake.reply(json(answer));
    const schedule = await engine().planSchedule(plannerInput);
    expect(schedule.dailySchedule.map((d) => d.day).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('repairs a schedule that skips a date: the second request names the missing date', async () => {
    const dates = dateRange(TODAY, EXAM);
    const skipping = modelSchedule(dates);
    skipping.dailySchedule.splice(4, 1);
    llm.fake.reply(json(skipping), json(modelSchedule(dates)));
    const schedule = await engine().planSchedule(plannerInput);
    expect(schedule.dailySchedule).toHaveLength(14);
    expect(llm.fake.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain('these dates are missing: 2025-03-07');
    expect(lastUserMessage(1)).toContain('exactly 14 entries');
  });

  it('repairs dates in the wrong order and a date outside the range', async () => {
    const dates = dateRange(TODAY, EXAM);
    const swapped = modelSchedule(dates);
    [swapped.dailySchedule[2]!.date, swapped.dailySchedule[3]!.date] = [dates[3]!, dates[2]!];
    const outside = modelSchedule(dates);
    outside.dailySchedule[13]!.date = '2025-03-17';
    llm.fake.reply(json(swapped), json(outside));
    expect(await httpFailure(() => engine().planSchedule(plannerInput))).toMatchObject({
      status: 502,
      message: LLM_MESSAGES.invalidAnswer,
    });
    expect(lastUserMessage(1)).toContain('entry 3 has the date 2025-03-06 but day 3 is 2025-03-05');
    expect(llm.log.entries.at(-1)?.details.problem).toContain('these dates are not in the list: 2025-03-17');
  });

  it('asks for the mock test, review days, the exam day and milestone dates it did not get', async () => {
    const dates = dateRange(TODAY, '2025-04-01');
    const answer = modelSchedule(dates);
    for (const day of answer.dailySchedule) day.kind = 'study';
    answer.milestones[0]!.date = '2025-05-01';
    llm.fake.reply(json(answer), json(modelSchedule(dates)));
    const schedule = await engine().planSchedule({ ...plannerInput, examDate: '2025-04-01' });
    expect(schedule.dailySchedule).toHaveLength(30);
    const repair = lastUserMessage(1);
    expect(repair).toContain('a mock test is missing');
    expect(repair).toContain('review days are missing');
    expect(repair).toContain('the last day (2025-04-01) is the exam day');
    expect(repair).toContain('a milestone date must be one of the schedule');
  });

  it('gives up with a 502 after two answers with missing dates', async () => {
    const short = modelSchedule(dateRange(TODAY, '2025-03-10'));
    llm.fake.reply(json(short), json(short));
    const error = await httpFailure(() => engine().planSchedule(plannerInput));
    expect(error).toMatchObject({ status: 502, message: LLM_MESSAGES.invalidAnswer });
    expect(llm.fake.requests).toHaveLength(2);
  });

  it('refuses a past, far-off or malformed exam date and missing fields with a 400, before asking the provider', async () => {
    const cases: [Partial<PlannerInput>, string][] = [
      [{ examDate: '2025-03-02' }, EXAM_DATE_MESSAGES.examDatePast],
      [{ examDate: '2026-03-05' }, EXAM_DATE_MESSAGES.examDateTooFar],
      [{ examDate: '2025-02-30' }, EXAM_DATE_MESSAGES.invalidDate],
      [{ goal: '  ' }, PLANNER_MESSAGES.fieldsRequired],
    ];
    for (const [change, message] of cases) {
      expect(await httpFailure(() => engine().planSchedule({ ...plannerInput, ...change }))).toMatchObject({ status: 400, message });
    }
    expect(llm.fake.requests).toHaveLength(0);
  });

  it("lays out a long plan on our calendar from the model's topics, with one short request", async () => {
    const examDate = '2025-09-01'; // 183 days
    const dates = dateRange(TODAY, examDate);
    const topics = ['Cell structure', 'Photosynthesis', 'Respiration', 'Genetics', 'Evolution'];
    llm.fake.reply(json({ overview: 'Six months of Biology.', topics, tips: ['Sleep well before the exam.'] }));
    const schedule = await engine().planSchedule({ ...plannerInput, examDate });
    expect(plannerScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(schedule.dailySchedule.map((d) => d.date)).toEqual(dates);
    expect(schedule.overview).toBe('Six months of Biology.');
    expect(schedule.tips).toEqual(['Sleep well before the exam.']);
    const scheduled = new Set(schedule.dailySchedule.flatMap((d) => d.topics));
    for (const topic of topics) expect(scheduled).toContain(topic);
    expect(schedule.milestones.every((m) => m.date >= TODAY && m.date <= examDate)).toBe(true);
    expect(llm.fake.requests).toHaveLength(1);
    // The prompt names the span, not every one of its 183 dates.
    expect(requestText(0)).toContain('183 days');
    expect(requestText(0)).not.toContain('Day 100:');
  });

  it('plans a one-day schedule when the exam is today', async () => {
    llm.fake.reply(json(modelSchedule([TODAY])));
    const schedule = await engine().planSchedule({ ...plannerInput, examDate: TODAY });
    expect(schedule.dailySchedule.map((d) => [d.day, d.date])).toEqual([[1, TODAY]]);
    expect(requestText(0)).toContain('The exam is today');
  });

  it('sends a JSON schema to providers that take one, and still repairs what only the refinement catches', async () => {
    const dates = dateRange(TODAY, EXAM);
    const skipping = modelSchedule(dates);
    skipping.dailySchedule.pop();
    llm.fake.reply(json(skipping), json(modelSchedule(dates)));
    const schedule = await engine({ provider: 'openai' }).planSchedule({ ...plannerInput, material: '# Cells\n# Genetics\n# Evolution' });
    expect(schedule.dailySchedule).toHaveLength(14);
    const body = llm.fake.requests[0]!.body as { response_format: { type: string; json_schema: { schema: unknown } } };
    expect(body.response_format.type).toBe('json_schema');
    expect(JSON.stringify(body.response_format.json_schema.schema)).toContain('"mock"');
    expect(requestText(0)).toContain('<material>\\n# Cells');
    expect(lastUserMessage(1)).toContain('these dates are missing: 2025-03-16');
  });
});

/** A study plan as a model would write it, with `weeks` weeks of 7 days. */
function modelPlan(weeks: number) {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return {
    weeks: Array.from({ length: weeks }, (_, w) => ({
      week: w + 1,
      days: days.map((day) => ({ day, topic: 'Algebra: Foundations', duration: '2 hours', tasks: ['Solve 10 linear equations'] })),
    })),
    schedule: '2 hours a day.',
    topics: ['Algebra: Foundations'],
    goals: ['Pass the exam'],
    resources: [
      'OpenStax Algebra (https://openstax.org/made-up-page)',
      '[Khan Academy algebra](https://www.khanacademy.org/invented)',
      'Past papers',
    ],
    tips: ['Recall before re-reading.'],
  };
}

const planInput = {
  gradeLevel: 'High School',
  subjects: ['Algebra', 'Biology'],
  hoursPerDay: 2,
  duration: '4 weeks',
  difficulty: 'beginner',
  today: TODAY,
} as const;

describe('LLM study plan', () => {
  it("lays out a long plan's weeks as offline and takes only goals, resources and tips from the model", async () => {
    llm.fake.reply(json({ goals: ['Master algebra'], resources: ['OpenStax Algebra'], tips: ['Sleep well.'] }));
    const plan = await engine().studyPlan({ ...planInput, duration: '12 weeks' });
    expect(studyPlanContentSchema.parse(plan)).toEqual(plan);
    expect(plan.weeks).toHaveLength(12);
    expect(plan.goals).toEqual(['Master algebra']);
    expect(plan.tips).toEqual(['Sleep well.']);
    expect(plan.resources[0]).toBe('OpenStax Algebra');
    expect(llm.fake.requests).toHaveLength(1);
    expect(requestText(0)).not.toContain('Week 12:');
  });

  it('follows the exam date: 14 days are 2 weeks, numbered by us, and resource links are ours', async () => {
    const answer = modelPlan(2);
    answer.weeks[1]!.week = 7;
    answer.weeks[1]!.days = answer.weeks[1]!.days.slice(0, 5);
    llm.fake.reply(json(answer));
    const plan = await engine().studyPlan({ ...planInput, examDate: EXAM, goals: 'Get an A in algebra' });
    expect(studyPlanContentSchema.parse(plan)).toEqual(plan);
    expect(plan.weeks.map((w) => w.week)).toEqual([1, 2]);
    expect(plan.resources.slice(0, 3)).toEqual(['OpenStax Algebra', 'Khan Academy algebra', 'Past papers']);
    expect(plan.resources.join(' ')).not.toMatch(/made-up-page|invented/);
    expect(plan.resources).toContain('Khan Academy lessons on Algebra: https://www.khanacademy.org/search?page_search_query=Algebra');
    const prompt = requestText(0);
    expect(prompt).toContain('exactly 2 entries');
    expect(prompt).toContain('Week 2: Mon 10 Mar 2025 to Sun 16 Mar 2025');
    expect(prompt).toContain('mock exam');
    expect(prompt).toContain('Get an A in algebra');
  });

  it('repairs a plan with the wrong number of weeks for its duration', async () => {
    llm.fake.reply(json(modelPlan(2)), json(modelPlan(4)));
    const plan = await engine().studyPlan(planInput);
    expect(plan.weeks).toHaveLength(4);
    expect(lastUserMessage(1)).toContain('\\"weeks\\" must have exactly 4 entries');
  });

  it('repairs a last week with more days than the plan has left', async () => {
    // 10 days: a full week, then 3 days.
    llm.fake.reply(json(modelPlan(2)), json(modelPlan(2)));
    const error = await httpFailure(() => engine().studyPlan({ ...planInput, duration: '10 days' }));
    expect(error.status).toBe(502);
    expect(lastUserMessage(1)).toContain('week 2 has only 3 days (2025-03-10 to 2025-03-12), but 7 are given');
  });

  it('refuses missing subjects and a past exam date before asking the provider', async () => {
    expect(await httpFailure(() => engine().studyPlan({ ...planInput, subjects: [' ', ''] }))).toMatchObject({
      status: 400,
      message: STUDY_PLAN_MESSAGES.subjectsRequired,
    });
    expect(await httpFailure(() => engine().studyPlan({ ...planInput, examDate: '2024-12-31' }))).toMatchObject({
      status: 400,
      message: EXAM_DATE_MESSAGES.examDatePast,
    });
    expect(llm.fake.requests).toHaveLength(0);
  });
});

const resource = (type: string, title: string, url: string) => ({ type, title, description: `Use ${title}.`, url, search: title });

function modelPath(steps: number) {
  return {
    description: 'From the basics of C++ to a small project.',
    roadmap: Array.from({ length: steps }, (_, i) => ({
      title: `Step ${i + 1}`,
      description: 'Learn it and check yourself.',
      estimatedHours: 2.3,
      resources: [
        resource('article', 'Wikipedia: C++ templates & generics', 'http://en.wikipedia.org/wiki/Made_up'),
        resource('youtube', 'CppCon talk on RAII', 'javascript:alert(1)'),
        resource('book', 'A Tour of C++', 'https://example.com/fake-book.pdf'),
        resource('practice', 'Codewars: C++ kata', 'not a url'),
      ],
    })),
  };
}

describe('LLM study path', () => {
  it("keeps the model's resources but links each to a real https search page of ours", async () => {
    llm.fake.reply(json(modelPath(6)));
    const path = await engine().studyPath({ topic: '  C++ ', difficulty: 'advanced' });
    expect(studyPathSchema.parse(path)).toEqual(path);
    expect(path).toMatchObject({ topic: 'C++', difficulty: 'advanced', totalSteps: 6, estimatedHours: 15 });
    expect(path.roadmap.map((s) => s.id)).toEqual(['step-1', 'step-2', 'step-3', 'step-4', 'step-5', 'step-6']);
    expect(path.roadmap[0]!.estimatedHours).toBe(2.5);
    const [article, video, book, practice] = path.roadmap[0]!.resources;
    expect(article).toMatchObject({ type: 'article', title: 'Wikipedia: C++ templates & generics' });
    expect(article!.url).toBe('https://en.wikipedia.org/w/index.php?search=C%2B%2B%20templates%20%26%20generics');
    expect(video!.url).toBe('https://www.youtube.com/results?search_query=C%2B%2B%20CppCon%20talk%20on%20RAII');
    expect(book!.url).toBe('https://openlibrary.org/search?q=A%20Tour%20of%20C%2B%2B');
    expect(practice!.url).toBe('https://www.codewars.com/kata/search?q=C%2B%2B%20kata');
    for (const step of path.roadmap) {
      for (const { url } of step.resources) {
        expect(new URL(url).protocol).toBe('https:');
        expect(url).not.toMatch(/example\.com|Made_up|javascript/);
      }
    }
    expect(requestText(0)).toContain('Do not write any URL');
  });

  it('repairs a roadmap with too few steps', async () => {
    llm.fake.reply(json(modelPath(3)), json(modelPath(5)));
    const path = await engine().studyPath({ topic: 'Photosynthesis', difficulty: 'beginner' });
    expect(path.totalSteps).toBe(5);
    expect(lastUserMessage(1)).toContain('roadmap');
  });

  it('refuses an empty topic before asking the provider', async () => {
    expect(await httpFailure(() => engine().studyPath({ topic: '   ', difficulty: 'beginner' }))).toMatchObject({
      status: 400,
      message: STUDY_PATH_MESSAGES.topicRequired,
    });
    expect(llm.fake.requests).toHaveLength(0);
  });
});

describe('LLM doubt solver', () => {
  const doubt = {
    answer: '1. Subtract 3: \\(2x = 8\\).\n2. Divide by 2: $x = 4$.\n\n\\[x = 4\\]\n\n**Answer:** $x = 4$ (from *Algebra notes*)',
    simpleAnswer: 'Take 3 away from both sides, then split what is left in two.',
  };

  it("answers in steps with dollar math, and fences the student's notes with their titles in the prompt", async () => {
    llm.fake.reply(json(doubt));
    const result = await engine().solveDoubt({
      question: 'Solve 2x + 3 = 11',
      subject: 'Maths',
      difficulty: 'easy',
      context: [
        { title: 'Algebra notes', text: 'To solve a linear equation, do the same to both sides.' },
        { title: 'Week 3 summary', text: 'Inverse operations undo each other.' },
      ],
    });
    expect(result).toEqual({
      answer: '1. Subtract 3: $2x = 8$.\n2. Divide by 2: $x = 4$.\n\n$$x = 4$$\n\n**Answer:** $x = 4$ (from *Algebra notes*)',
      simpleAnswer: doubt.simpleAnswer,
    });
    const prompt = requestText(0);
    expect(prompt).toContain('<passage>\\nTitle: Algebra notes');
    expect(prompt).toContain('Title: Week 3 summary');
    expect(prompt).toContain('cite it by its title');
    expect(prompt).toContain('<question>\\nSolve 2x + 3 = 11');
  });

  it('does not ask for citations when there are no notes', async () => {
    llm.fake.reply(json(doubt));
    await engine().solveDoubt({ question: 'What is osmosis?', difficulty: 'medium' });
    expect(requestText(0)).not.toContain('cite it by its title');
  });

  it('repairs an answer that is not numbered steps', async () => {
    llm.fake.reply(json({ ...doubt, answer: 'x is 4.' }), json(doubt));
    const result = await engine().solveDoubt({ question: 'Solve 2x + 3 = 11', difficulty: 'hard' });
    expect(result.answer).toMatch(/^1\. /);
    expect(lastUserMessage(1)).toContain('numbered steps');
  });

  it('refuses an empty or too long question before asking the provider', async () => {
    expect(await httpFailure(() => engine().solveDoubt({ question: ' ', difficulty: 'easy' }))).toMatchObject({
      status: 400,
      message: DOUBT_MESSAGES.questionRequired,
    });
    expect(await httpFailure(() => engine().solveDoubt({ question: 'x'.repeat(DOUBT_MAX_CHARS + 1), difficulty: 'easy' }))).toMatchObject({
      status: 400,
      message: DOUBT_MESSAGES.questionTooLong,
    });
    expect(llm.fake.requests).toHaveLength(0);
  });
});
