import { seededRandom as seeded } from '../../engine/offline/seeded';
import { describe, expect, it } from 'vitest';
import { type Evidence, masteryOf, retrievability } from './mastery';

const DAY = 86_400_000;
const start = new Date('2027-01-01T08:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);
const answer = (days: number, correct: boolean, difficulty = 0): Evidence => ({
  kind: 'quiz-answer',
  at: at(days),
  correct: correct ? 1 : 0,
  difficulty,
  retrievability: null,
});

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j += 1;
    for (let k = i; k <= j; k += 1) result[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i += 1) {
    cov += (ra[i]! - mean) * (rb[i]! - mean);
    va += (ra[i]! - mean) ** 2;
    vb += (rb[i]! - mean) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Synthetic students whose true skill per concept is known (logits ~ N(0, 1.3)): 20 answers per
 * concept, one a day per concept at a random hour, items easy/medium/hard at random, each right
 * with probability sigmoid(skill − difficulty). Returns each student's Spearman correlation
 * between true skill and estimated mastery on the day after the last answer.
 */
function simulate(students: number, concepts: number, answers: number, seed: number): number[] {
  const random = seeded(seed);
  const figures: number[] = [];
  for (let s = 0; s < students; s += 1) {
    const skill = Array.from({ length: concepts }, () => 1.3 * normal(random));
    const estimates = skill.map((trueSkill) => {
      const events: Evidence[] = [];
      for (let n = 0; n < answers; n += 1) {
        const difficulty = Math.floor(random() * 3) - 1;
        events.push(answer(n + random() * 0.6, random() < sigmoid(trueSkill - difficulty), difficulty));
      }
      return masteryOf(events, at(answers + 1)).mastery;
    });
    figures.push(spearman(skill, estimates));
  }
  return figures;
}

describe('mastery from evidence', () => {
  it('ranks synthetic students’ concepts by their true skill: Spearman ≥ 0.8 after 20 answers each', () => {
    const figures = simulate(200, 8, 20, 67);
    const mean = figures.reduce((sum, x) => sum + x, 0) / figures.length;
    const sorted = [...figures].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.info(
      `learner model simulation: 200 students × 8 concepts × 20 answers, Spearman mean ${mean.toFixed(3)}, median ${median.toFixed(3)}`,
    );
    expect(mean).toBeGreaterThanOrEqual(0.8);
  });

  it('climbs with right answers through the levels, and falls back with time', () => {
    expect(masteryOf([], at(0))).toEqual({ mastery: 0, level: 'Attempted', evidenceCount: 0, lastSeenAt: null });
    const one = masteryOf([answer(0, true)], at(0));
    const many = masteryOf(
      Array.from({ length: 10 }, (_, i) => answer(i * 2, true, 1)),
      at(18),
    );
    expect(one.mastery).toBeGreaterThan(0.5);
    expect(one.level).not.toBe('Mastered');
    expect(many.level).toBe('Mastered');
    expect(many.evidenceCount).toBe(10);
    expect(many.lastSeenAt).toEqual(at(18));
    const later = masteryOf(
      Array.from({ length: 10 }, (_, i) => answer(i * 2, true, 1)),
      at(18 + 365),
    );
    expect(later.mastery).toBeLessThan(many.mastery);
    expect(later.level).not.toBe('Mastered');
  });

  it('wrong answers lower it; order of the stored events does not matter', () => {
    const events = [answer(0, true), answer(1, false), answer(2, false), answer(3, false)];
    const result = masteryOf(events, at(3));
    expect(result.mastery).toBeLessThan(0.5);
    expect(result.level).toBe('Attempted');
    expect(masteryOf([...events].reverse(), at(3))).toEqual(result);
  });

  it('a doubt is a sign of difficulty; a card recalled when FSRS expected it forgotten counts for more', () => {
    const base = [answer(0, true), answer(1, true)];
    const doubt: Evidence = { kind: 'doubt', at: at(1.5), correct: null, difficulty: null, retrievability: null };
    expect(masteryOf([...base, doubt], at(2)).mastery).toBeLessThan(masteryOf(base, at(2)).mastery);
    const card = (r: number): Evidence => ({ kind: 'card-review', at: at(1.5), correct: 1, difficulty: null, retrievability: r });
    expect(masteryOf([...base, card(0.3)], at(2)).mastery).toBeGreaterThan(masteryOf([...base, card(0.95)], at(2)).mastery);
  });

  it('forgets on the FSRS curve: 90 % recall after one stability', () => {
    expect(retrievability(0, 5)).toBe(1);
    expect(retrievability(5, 5)).toBeCloseTo(0.9, 5);
  });
});
