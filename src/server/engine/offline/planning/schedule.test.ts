import type { PlannerInput } from '../../../../shared/planner';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANNER_MESSAGES, type PlannerDay } from '../../../../shared/planner';
import { EXAM_DATE_MESSAGES } from '../../../../shared/exam-date';
import { plannerScheduleSchema } from '../../../../shared/planner.schema';
import { EngineError } from '../../errors';
import { REVIEW_INTERVALS, reviewPhaseDays } from './schedule-days';
import { FIRST_STUDY, MOCK_ACTIVITY, REST_ACTIVITY, SPACED_REVIEW } from './schedule-text';
import { planScheduleOffline } from './schedule';

const plan = (today: string, examDate: string, extra: Partial<PlannerInput> = {}) =>
  planScheduleOffline({ subject: 'Chemistry', goal: 'Get an A in the final', examDate, today, ...extra });
const has = (day: PlannerDay, prefix: string, topic = '') => day.activities.some((a) => a.startsWith(`${prefix}`) && a.includes(topic));
const isRest = (day: PlannerDay) => day.activities.includes(REST_ACTIVITY);
const MS_PER_DAY = 86_400_000;

const SPANS = [
  ['month boundary', '2025-01-20', '2025-02-18'],
  ['leap day', '2028-02-10', '2028-03-10'],
  ['year boundary', '2025-12-15', '2026-01-14'],
  ['two weeks', '2025-06-02', '2025-06-15'],
  ['one week', '2025-06-02', '2025-06-08'],
] as const;

describe.each(SPANS)('planner schedule across a %s', (_name, today, examDate) => {
  const schedule = plan(today, examDate);
  const days = schedule.dailySchedule;
  const total = (Date.parse(examDate) - Date.parse(today)) / MS_PER_DAY + 1;

  it('lists every date from today to the exam exactly once, in order', () => {
    expect(days).toHaveLength(total);
    expect(days[0]!.date).toBe(today);
    expect(days.at(-1)!.date).toBe(examDate);
    days.forEach((day, i) => {
      expect(day.day).toBe(i + 1);
      if (i > 0) expect(Date.parse(day.date) - Date.parse(days[i - 1]!.date)).toBe(MS_PER_DAY);
    });
    expect(new Set(days.map((d) => d.date)).size).toBe(total);
    if (today.startsWith('2028')) expect(days.map((d) => d.date)).toContain('2028-02-29');
  });

  it('rests every 7th day when the span is 10 days or more, never on the mock or exam day', () => {
    const expected = days.filter((d) => total >= 10 && d.day % 7 === 0 && d.day < total - 1).map((d) => d.day);
    expect(days.filter(isRest).map((d) => d.day)).toEqual(expected);
    for (const day of days.filter(isRest)) expect([day.priority, day.activities]).toEqual(['low', [REST_ACTIVITY]]);
  });

  it('ends with review days, a mock test the day before the exam and the exam day', () => {
    const phase = reviewPhaseDays(total);
    if (total >= 20) expect(phase / total).toBeGreaterThanOrEqual(0.1);
    if (total >= 20) expect(phase / total).toBeLessThanOrEqual(0.15);
    for (const day of days.slice(-phase)) expect(has(day, FIRST_STUDY) || has(day, 'Practice:')).toBe(false);
    expect(days.at(-2)!.activities[0]).toBe(MOCK_ACTIVITY);
    expect(days.filter((d) => d.activities.includes(MOCK_ACTIVITY))).toHaveLength(1);
    expect(days.at(-1)!.activities.join(' ')).toMatch(/light review/i);
  });

  it('studies every topic once with high priority, then reviews it 1, 3, 7 and 14 days later', () => {
    const topics = days.at(-1)!.topics;
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const topic of topics) {
      const first = days.filter((d) => has(d, FIRST_STUDY, topic));
      expect(first, topic).toHaveLength(1);
      expect(first[0]!.priority).toBe('high');
      const gaps = days.filter((d) => has(d, SPACED_REVIEW, topic)).map((d) => d.day - first[0]!.day);
      expect(gaps.length, topic).toBeGreaterThanOrEqual(1);
      // A review that falls on a rest day moves to the next day.
      for (const gap of gaps) expect(REVIEW_INTERVALS.some((i) => gap === i || gap === i + 1)).toBe(true);
      expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    }
  });

  it('interleaves topics instead of finishing one before starting the next', () => {
    const firstStudies = days.filter((d) => has(d, FIRST_STUDY)).map((d) => d.day);
    const lastFirst = Math.max(...firstStudies);
    for (const day of days.filter((d) => has(d, 'Practice:') && d.day > firstStudies[1]!)) {
      expect(day.activities[0]).toMatch(/^Practice: mixed questions on .+ and .+/);
    }
    // Over a month, practice days fall between first studies too.
    if (total >= 28) expect(days.some((d) => has(d, 'Practice:') && d.day < lastFirst)).toBe(true);
    const focus = (d: PlannerDay, topic: string) => has(d, FIRST_STUDY, topic) || (has(d, 'Practice:') && d.activities[0]!.includes(topic));
    for (const topic of days.at(-1)!.topics) {
      const sessions = days.filter((d) => focus(d, topic)).map((d) => d.day);
      if (sessions.length < 2) continue;
      const between = days.filter((d) => d.day > sessions[0]! && d.day < sessions.at(-1)! && (has(d, FIRST_STUDY) || has(d, 'Practice:')));
      expect(
        between.some((d) => !focus(d, topic)),
        topic,
      ).toBe(true);
    }
  });

  it('states durations in hours, one weekly goal per calendar week, dated milestones and tips', () => {
    for (const day of days) expect(day.duration).toMatch(/^\d+(\.5)? hours?$/);
    const mondays = new Set(
      days.map((d) => new Date(Date.parse(d.date) - ((new Date(d.date).getUTCDay() + 6) % 7) * MS_PER_DAY).toISOString()),
    );
    expect(schedule.weeklyGoals).toHaveLength(mondays.size);
    expect(schedule.milestones.map((m) => m.date)).toEqual([...schedule.milestones.map((m) => m.date)].sort());
    expect(schedule.milestones.at(-1)).toMatchObject({ title: 'Exam day', date: examDate });
    expect(schedule.milestones.find((m) => m.title === 'Mock test')?.date).toBe(days.at(-2)!.date);
    expect(schedule.tips.length).toBeGreaterThanOrEqual(5);
    expect(schedule.tips.length).toBeLessThanOrEqual(7);
    expect(plannerScheduleSchema.parse(schedule)).toEqual(schedule);
  });

  it('gives the same schedule for the same input', () => {
    expect(plan(today, examDate)).toEqual(schedule);
  });
});

describe('planner schedule edge cases', () => {
  it('makes an exam today a one-day plan of review only', () => {
    const schedule = plan('2025-03-01', '2025-03-01');
    expect(schedule.dailySchedule).toHaveLength(1);
    const [day] = schedule.dailySchedule;
    expect(day).toMatchObject({ day: 1, date: '2025-03-01', priority: 'low' });
    expect(has(day!, FIRST_STUDY) || has(day!, 'Practice:')).toBe(false);
    expect(schedule.milestones).toEqual([expect.objectContaining({ title: 'Exam day', date: '2025-03-01' })]);
    expect(plannerScheduleSchema.safeParse(schedule).success).toBe(true);
  });

  it('puts the mock test on today when the exam is tomorrow', () => {
    const days = plan('2025-12-31', '2026-01-01').dailySchedule;
    expect(days.map((d) => d.date)).toEqual(['2025-12-31', '2026-01-01']);
    expect(days[0]!.activities[0]).toBe(MOCK_ACTIVITY);
  });

  it('plans the topics of uploaded material and stays within a year', () => {
    const material = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'photosynthesis.txt'), 'utf8');
    const schedule = plan('2025-03-01', '2025-04-15', { subject: 'Biology', material });
    expect(schedule.dailySchedule.some((d) => has(d, FIRST_STUDY, 'Calvin cycle'))).toBe(true);
    expect(plan('2025-03-01', '2026-03-01').dailySchedule).toHaveLength(366);
  });

  it('refuses missing fields and impossible exam dates with a 400', () => {
    const cases: [() => unknown, string][] = [
      [() => plan('2025-03-01', '2025-03-20', { goal: '  ' }), PLANNER_MESSAGES.fieldsRequired],
      [() => plan('2025-03-01', ''), PLANNER_MESSAGES.fieldsRequired],
      [() => plan('2025-03-01', '2025-02-28'), EXAM_DATE_MESSAGES.examDatePast],
      [() => plan('2025-03-01', '2026-03-02'), EXAM_DATE_MESSAGES.examDateTooFar],
      [() => plan('2025-03-01', '2025-02-30'), EXAM_DATE_MESSAGES.invalidDate],
    ];
    for (const [run, message] of cases) {
      expect(run).toThrow(EngineError);
      expect(run).toThrow(message);
    }
  });
});
