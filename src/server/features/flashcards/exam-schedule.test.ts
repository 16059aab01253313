import { describe, expect, it } from 'vitest';
import { DESIRED_RETENTION, EXAM_RETENTION_FAR, EXAM_RETENTION_MAX } from '../../../shared/flashcards';
import {
  chooseDueDay,
  createExamPlan,
  examRetention,
  planExamSchedule,
  predictedExamRecall,
  recallAfter,
  type ExamPlanOptions,
} from './exam-schedule';
import { simulate } from './exam-simulation';

const options: ExamPlanOptions = { examDay: 20, dailyMinutes: 1, secondsPerReview: 15, easyDays: [0, 6], todayWeekday: 1 };

describe('exam-aware due days', () => {
  it('raises desired retention as the exam nears', () => {
    expect(examRetention(30)).toBe(EXAM_RETENTION_FAR);
    expect(examRetention(1)).toBeCloseTo(EXAM_RETENTION_MAX);
    expect(examRetention(4)).toBeGreaterThan(examRetention(6));
    expect(recallAfter(10, 10)).toBeCloseTo(DESIRED_RETENTION);
  });

  it('gives each day the daily minutes over the seconds a review takes, half on easy days', () => {
    const plan = createExamPlan(options);
    expect(plan.capacity.slice(0, 7)).toEqual([4, 4, 4, 4, 4, 2, 2]); // Monday … Sunday
  });

  it('places a last review before the exam when recall on exam day would fall short', () => {
    const plan = createExamPlan(options);
    const card = { stability: 15, difficulty: 5, lastReviewDay: 0 };
    expect(predictedExamRecall(card, options.examDay)).toBeLessThan(0.95);
    const day = chooseDueDay(plan, card, 1)!;
    expect(day).toBeLessThan(options.examDay);
    expect(day).toBeGreaterThanOrEqual(options.examDay - 3);
  });

  it('lets recall fall to the far-from-exam retention before a review, not lower', () => {
    const plan = createExamPlan({ ...options, examDay: 12 });
    // Plain FSRS (retention 0.9) would show it on day 3.
    const day = chooseDueDay(plan, { stability: 3, difficulty: 3, lastReviewDay: 0 }, 1)!;
    expect(day).toBeGreaterThan(3);
    expect(day).toBeLessThan(12);
    expect(recallAfter(day, 3)).toBeGreaterThan(EXAM_RETENTION_FAR - 0.01);
  });

  it('leaves FSRS its date for a card remembered on exam day, and after the exam', () => {
    const plan = createExamPlan(options);
    expect(chooseDueDay(plan, { stability: 3_000, difficulty: 5, lastReviewDay: 0 }, 1)).toBeNull();
    expect(chooseDueDay(plan, { stability: 2, difficulty: 5, lastReviewDay: 20 }, 21)).toBeNull();
  });

  it('spreads reviews over days with room, easy days lighter, never over budget', () => {
    const cards = Array.from({ length: 40 }, (_, i) => ({ id: String(i), stability: 4, difficulty: 5, lastReviewDay: 0 }));
    const days = planExamSchedule(cards, options);
    const plan = createExamPlan(options);
    const load = plan.capacity.map(() => 0);
    for (const day of days.values()) load[day]! += 1;
    load.forEach((count, day) => expect(count).toBeLessThanOrEqual(plan.capacity[day]!));
    expect(days.size).toBe(40);
  });

  it('sends a card to the exam day rather than overload a full day', () => {
    const plan = createExamPlan({ ...options, examDay: 2, load: [4, 4] });
    expect(chooseDueDay(plan, { stability: 1, difficulty: 5, lastReviewDay: 0 }, 1)).toBe(2);
    expect(plan.load).toEqual([4, 4]);
  });
});

describe('scheduling simulation', () => {
  it('beats plain FSRS on exam-day recall with no more reviews, never over budget', () => {
    const result = simulate({ students: 8, cards: 150, examDay: 30, dailyMinutes: 8, secondsPerReview: 15, easyDays: [0, 6], seed: 7 });
    expect(result.examAware.reviews).toBeLessThanOrEqual(result.plain.reviews);
    // The goal is 5 points; the schedule measures about 3 (decision 066).
    expect(result.examAware.examRecall - result.plain.examRecall).toBeGreaterThan(0.02);
    expect(result.plain.daysOverBudget).toBeGreaterThan(0);
    expect(result.examAware.daysOverBudget).toBe(0);
    expect(result.examAware.maxDailyLoad).toBeLessThan(result.plain.maxDailyLoad);
  });
});
