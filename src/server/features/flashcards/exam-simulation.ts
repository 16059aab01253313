import { default_w, forgetting_curve, fsrs, generatorParameters, type FSRS, type FSRSState } from 'ts-fsrs';
import { DESIRED_RETENTION } from '../../../shared/flashcards';
import { seededRandom } from '../../engine/offline/seeded';
import { chooseDueDay, createExamPlan, dailyCapacity, planExamSchedule, predictedExamRecall, type ExamPlan } from './exam-schedule';

// Scheduling simulation (decision 066): synthetic students whose memory follows FSRS with their own known
// parameters; the scheduler sees only their grades and models them with ts-fsrs's default parameters.
// Plain FSRS and the exam-aware schedule start from the same cards and make the same number of reviews
// before the exam; what counts is each card's true recall on exam day.

export interface SimulationOptions {
  students: number;
  cards: number;
  examDay: number;
  dailyMinutes: number;
  secondsPerReview: number;
  easyDays: readonly number[];
  seed: number;
}

export interface PolicyFigures {
  reviews: number;
  /** Mean over students and cards of the true probability of recall on exam day. */
  examRecall: number;
  /** Largest number of reviews one day held, over every student. */
  maxDailyLoad: number;
  /** Mean over students of the standard deviation of their daily reviews before the exam. */
  loadStdDev: number;
  /** Days (summed over students) holding more reviews than the student's budget. */
  daysOverBudget: number;
}

export interface SimulationResult {
  plain: PolicyFigures;
  examAware: PolicyFigures;
}

function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

interface Student {
  w: number[];
  memory: FSRS;
}

/** Parameters near the defaults: first stabilities and stability growth scaled per student. */
function drawStudent(rand: () => number): Student {
  const w = [...default_w];
  const start = Math.exp(0.4 * normal(rand));
  for (let i = 0; i < 4; i += 1) w[i] = w[i]! * start;
  w[8] = w[8]! + 0.25 * normal(rand);
  return { w, memory: fsrs(generatorParameters({ w, enable_short_term: false })) };
}

const model = fsrs(generatorParameters({ request_retention: DESIRED_RETENTION, enable_short_term: false }));

interface SimCard {
  /** The student's true memory and the scheduler's model of it. */
  truth: FSRSState | null;
  seen: FSRSState | null;
  lastReview: number;
  due: number;
}

/** A grade drawn from the true recall: Again when forgotten, mostly Good when remembered. */
function draw(rand: () => number, recall: number): number {
  if (rand() >= recall) return 1;
  const r = rand();
  return r < 0.1 ? 2 : r < 0.9 ? 3 : 4;
}

function reviewCard(student: Student, card: SimCard, day: number, rand: () => number): void {
  const elapsed = card.truth ? day - card.lastReview : 0;
  const recall = card.truth ? forgetting_curve(student.w, elapsed, card.truth.stability) : 0.7;
  const grade = draw(rand, recall);
  card.truth = student.memory.next_state(card.truth, elapsed, grade);
  card.seen = model.next_state(card.seen, elapsed, grade);
  card.lastReview = day;
}

function plainDue(card: SimCard, day: number): number {
  return day + model.next_interval(card.seen!.stability, 0);
}

/** Cards added in three batches over the three weeks before today, reviewed with plain FSRS until today. */
function history(student: Student, count: number, rand: () => number): SimCard[] {
  const cards: SimCard[] = Array.from({ length: count }, (_, i) => ({
    truth: null,
    seen: null,
    lastReview: 0,
    due: -21 + 7 * Math.floor((3 * i) / count),
  }));
  for (let day = -21; day < 0; day += 1) {
    for (const card of cards) {
      if (card.due !== day) continue;
      reviewCard(student, card, day, rand);
      card.due = plainDue(card, day);
    }
  }
  return cards;
}

function clone(cards: SimCard[]): SimCard[] {
  return cards.map((card) => ({ ...card }));
}

function figures(loads: number[][], capacities: number[][], recalls: number[]): PolicyFigures {
  let reviews = 0;
  let maxDailyLoad = 0;
  let spread = 0;
  let daysOverBudget = 0;
  loads.forEach((days, s) => {
    const mean = days.reduce((a, b) => a + b, 0) / days.length;
    reviews += days.reduce((a, b) => a + b, 0);
    maxDailyLoad = Math.max(maxDailyLoad, ...days);
    spread += Math.sqrt(days.reduce((sum, load) => sum + (load - mean) ** 2, 0) / days.length);
    daysOverBudget += days.filter((load, day) => load > capacities[s]![day]!).length;
  });
  return {
    reviews,
    examRecall: recalls.reduce((a, b) => a + b, 0) / recalls.length,
    maxDailyLoad,
    loadStdDev: spread / loads.length,
    daysOverBudget,
  };
}

function trueExamRecall(student: Student, cards: SimCard[], examDay: number): number[] {
  return cards.map((card) => forgetting_curve(student.w, examDay - card.lastReview, card.truth!.stability));
}

function runPlain(student: Student, start: SimCard[], examDay: number, rand: () => number) {
  const cards = clone(start);
  const load = Array.from({ length: examDay }, () => 0);
  for (let day = 0; day < examDay; day += 1) {
    for (const card of cards) {
      if (card.due > day) continue;
      reviewCard(student, card, day, rand);
      card.due = plainDue(card, day);
      load[day]! += 1;
    }
  }
  return { load, recall: trueExamRecall(student, cards, examDay) };
}

/**
 * The exam-aware schedule with at most `allowance` reviews: the plan's due days, and what the plan leaves of
 * the allowance spent, where days have room, on the cards with the lowest predicted exam-day recall.
 */
function runExamAware(student: Student, start: SimCard[], options: SimulationOptions, allowance: number, rand: () => number) {
  const { examDay } = options;
  const cards = clone(start);
  const plan: ExamPlan = createExamPlan({ ...options, todayWeekday: 1 });
  const memory = (card: SimCard) => ({
    stability: card.seen!.stability,
    difficulty: card.seen!.difficulty,
    lastReviewDay: card.lastReview,
  });
  const planned = planExamSchedule(
    cards.map((card, i) => ({ id: String(i), ...memory(card) })),
    { ...options, todayWeekday: 1 },
  );
  // planExamSchedule has its own plan; this run keeps one plan for every later choice.
  cards.forEach((card, i) => {
    const day = planned.get(String(i));
    if (day !== undefined) {
      card.due = day;
      plan.load[day]! += 1;
    } else card.due = Math.max(card.due, examDay);
  });
  const load = Array.from({ length: examDay }, () => 0);
  let left = allowance;
  const review = (card: SimCard, day: number) => {
    reviewCard(student, card, day, rand);
    load[day]! += 1;
    left -= 1;
    card.due = chooseDueDay(plan, memory(card), day + 1) ?? plainDue(card, day);
  };
  for (let day = 0; day < examDay; day += 1) {
    for (const card of cards) if (card.due === day && left > 0) review(card, day);
    const stillPlanned = plan.load.slice(day + 1).reduce((a, b) => a + b, 0);
    const spare = Math.min(plan.capacity[day]! - load[day]!, Math.floor((left - stillPlanned) / (examDay - day)));
    if (spare <= 0) continue;
    const weakest = cards
      .filter((card) => card.due >= examDay && card.lastReview < day)
      .sort((a, b) => predictedExamRecall(memory(a), examDay) - predictedExamRecall(memory(b), examDay))
      .slice(0, spare);
    for (const card of weakest) review(card, day);
  }
  return { load, recall: trueExamRecall(student, cards, examDay) };
}

export function simulate(options: SimulationOptions): SimulationResult {
  const rand = seededRandom(options.seed);
  const loads = { plain: [] as number[][], examAware: [] as number[][] };
  const recalls = { plain: [] as number[], examAware: [] as number[] };
  const capacities: number[][] = [];
  for (let s = 0; s < options.students; s += 1) {
    const student = drawStudent(rand);
    const start = history(student, options.cards, rand);
    const seed = Math.floor(rand() * 2 ** 32);
    const plain = runPlain(student, start, options.examDay, seededRandom(seed));
    const allowance = plain.load.reduce((a, b) => a + b, 0);
    const examAware = runExamAware(student, start, options, allowance, seededRandom(seed));
    loads.plain.push(plain.load);
    loads.examAware.push(examAware.load);
    recalls.plain.push(...plain.recall);
    recalls.examAware.push(...examAware.recall);
    // The simulated today is a Monday.
    capacities.push(Array.from({ length: options.examDay }, (_, day) => dailyCapacity(options, (1 + day) % 7)));
  }
  return {
    plain: figures(loads.plain, capacities, recalls.plain),
    examAware: figures(loads.examAware, capacities, recalls.examAware),
  };
}
