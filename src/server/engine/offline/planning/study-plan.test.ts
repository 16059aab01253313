import type { StudyPlanInput } from '../../../../shared/study-plan';
import { describe, expect, it } from 'vitest';
import { STUDY_PLAN_DEFAULTS, STUDY_PLAN_DIFFICULTIES, STUDY_PLAN_MESSAGES } from '../../../../shared/study-plan';
import { EXAM_DATE_MESSAGES } from '../../../../shared/exam-date';
import { studyPlanContentSchema } from '../../../../shared/study-plan.schema';
import { EngineError } from '../../errors';
import { addDays, weekdayName } from './dates';
import { durationDays, studyPlanOffline, studyPlanTitle } from './study-plan';

const TODAY = '2025-03-01';
const build = (extra: Partial<StudyPlanInput> = {}) =>
  studyPlanOffline({ ...STUDY_PLAN_DEFAULTS, subjects: ['Algebra', 'Biology', 'History'], today: TODAY, ...extra });
const allDays = (plan: ReturnType<typeof build>) => plan.weeks.flatMap((w) => w.days);

describe('study plan', () => {
  it.each([
    ['4 weeks', 4, 28],
    ['2 weeks', 2, 14],
    ['10 days', 2, 10],
    ['3 months', 13, 91],
    ['a month', 5, 30],
    ['6', 6, 42],
    ['2 years', 26, 182],
    ['whenever', 4, 28],
  ])('"%s" gives %i weeks and %i days', (duration, weeks, days) => {
    const plan = build({ duration });
    expect(plan.weeks.map((w) => w.week)).toEqual(Array.from({ length: weeks }, (_, i) => i + 1));
    expect(allDays(plan)).toHaveLength(days);
    plan.weeks.slice(0, -1).forEach((week) => expect(week.days).toHaveLength(7));
    expect(studyPlanContentSchema.parse(plan)).toEqual(plan);
  });

  it('runs to the exam date when one is given, ending with a mock exam and the exam day', () => {
    const plan = build({ examDate: '2025-03-20', duration: '10 weeks' });
    const days = allDays(plan);
    expect(days).toHaveLength(20);
    expect(plan.weeks).toHaveLength(3);
    expect(days.at(-2)!.topic).toBe('Mock exam');
    expect(days.at(-1)!.topic).toMatch(/^Exam day/);
  });

  it('labels days with the weekday of each date, starting today', () => {
    allDays(build()).forEach((day, i) => expect(day.day).toBe(weekdayName(addDays(TODAY, i))));
    expect(allDays(build())[0]!.day).toBe('Saturday');
  });

  it('rotates subjects day by day, moves them through the stages and reviews every 7th day', () => {
    const days = allDays(build({ difficulty: 'beginner' }));
    expect(days.slice(0, 3).map((d) => d.topic)).toEqual(['Algebra: Foundations', 'Biology: Foundations', 'History: Foundations']);
    days.forEach((day, i) => {
      if ((i + 1) % 7 === 0 && i < days.length - 1) expect(day.topic).toBe('Weekly review');
    });
    const algebra = days.filter((d) => d.topic.startsWith('Algebra:')).map((d) => d.topic);
    expect(algebra.at(-1)).toMatch(/Exam-style questions/);
    expect(days.at(-1)!.topic).toBe('Final review');
  });

  it('sets each day to the daily hours with 2 to 4 concrete tasks, more tasks for longer days', () => {
    for (const [hoursPerDay, duration, tasks] of [
      [1, '1 hour', 2],
      [2, '2 hours', 3],
      [3.5, '3.5 hours', 4],
    ] as const) {
      for (const day of allDays(build({ hoursPerDay }))) {
        expect(day.duration).toBe(duration);
        expect(day.tasks).toHaveLength(tasks);
      }
    }
  });

  it('lists topics, goals (the student’s first), resources and tips', () => {
    const plan = build({ goals: 'Catch up on algebra. Get a B in history.' });
    expect(plan.goals.slice(0, 2)).toEqual(['Catch up on algebra', 'Get a B in history']);
    expect(plan.topics).toContain('Biology: Worked examples');
    expect(plan.resources.some((r) => r.includes('https://www.khanacademy.org/search?page_search_query=Biology'))).toBe(true);
    expect(plan.tips.length).toBeGreaterThanOrEqual(5);
    expect(plan.schedule).toMatch(/2 hours a day for 28 days/);
    expect(studyPlanTitle(['Algebra', 'Biology'], 'High School').title).toBe('High School study plan: Algebra and Biology');
  });

  it('gives the same plan for the same input at every level', () => {
    for (const difficulty of STUDY_PLAN_DIFFICULTIES) expect(build({ difficulty })).toEqual(build({ difficulty }));
  });

  it('refuses missing subjects and impossible exam dates with a 400', () => {
    for (const [extra, message] of [
      [{ subjects: [' ', ''] }, STUDY_PLAN_MESSAGES.subjectsRequired],
      [{ examDate: '2025-02-01' }, EXAM_DATE_MESSAGES.examDatePast],
      [{ examDate: '2027-01-01' }, EXAM_DATE_MESSAGES.examDateTooFar],
    ] as const) {
      const run = () => build(extra);
      expect(run).toThrow(EngineError);
      expect(run).toThrow(message);
    }
    expect(durationDays('10 days')).toBe(10);
  });
});
