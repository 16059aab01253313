// Pricing plans and their daily allowances; zod schemas live in pricing.schema.ts so the
// landing page does not ship the validator.
import { STORAGE_QUOTAS } from './storage-quotas';
import { DAILY_LIMITS as USAGE_DAILY_LIMITS, type DailyLimits } from './usage';

export const PLAN_NAMES = ['Free', 'Pro', 'Premium', 'Institution'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const PLAN_PERIODS = ['forever', 'month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export interface Plan {
  name: PlanName;
  /** Rupees; 0 means free. */
  price: number;
  period: PlanPeriod;
  popular: boolean;
  features: string[];
}

export const DEFAULT_PLAN: PlanName = 'Free';

/**
 * The daily limits the server enforces (usage.ts), stated on the cards. Typed here so that a plan
 * without a row of limits does not compile.
 */
const DAILY_LIMITS: Record<PlanName, DailyLimits> = USAGE_DAILY_LIMITS;

const n = (value: number) => value.toLocaleString('en-IN');

/** The card lines that state a plan's daily limits, the same on every card. */
const limitFeatures = (plan: PlanName): string[] => [
  `${n(DAILY_LIMITS[plan].chat)} AI tutor messages a day`,
  `${n(DAILY_LIMITS[plan].doubts)} step-by-step doubts a day`,
  `${n(DAILY_LIMITS[plan].generations)} AI generations a day: summaries, quizzes, plans and more`,
];

/**
 * What a plan keeps, from the quotas the server enforces (storage-quotas.ts): notes are the same on
 * every plan, the other kinds grow with the plan.
 */
const storageFeature = (plan: PlanName): string => {
  const { notes, studyPlans } = STORAGE_QUOTAS[plan];
  const times = studyPlans.count / STORAGE_QUOTAS.Free.studyPlans.count;
  if (times === 1) return `Keeps up to ${n(notes.count)} notes (${n((notes.bytes ?? 0) / 1_000_000)} MB), with text export`;
  return `Keeps ${times}× the study plans, summaries, doubts and cards of Free`;
};

// Every tool, uploads and the voice tutor included, works on every plan (decision 054): plans
// differ in how much a day and how much is kept, which the lines above state from the server's tables.
export const PLANS: Plan[] = [
  {
    name: 'Free',
    price: 0,
    period: 'forever',
    popular: false,
    features: [
      ...limitFeatures('Free'),
      storageFeature('Free'),
      'Every tool, with PDF, image and voice input and the voice tutor',
      'Works offline with the built-in study engine',
    ],
  },
  {
    name: 'Pro',
    price: 599,
    period: 'month',
    popular: true,
    features: [...limitFeatures('Pro'), storageFeature('Pro'), 'Everything in Free'],
  },
  {
    name: 'Premium',
    price: 999,
    period: 'month',
    popular: false,
    features: [...limitFeatures('Premium'), storageFeature('Premium'), 'Everything in Pro', 'Priority e-mail support'],
  },
  {
    name: 'Institution',
    price: 4999,
    period: 'year',
    popular: false,
    features: [
      ...limitFeatures('Institution'),
      storageFeature('Institution'),
      'Everything in Premium',
      'Onboarding help for your school or coaching centre',
    ],
  },
];

/** Plans a user on `current` may upgrade to, cheapest first; never back down to Free. */
export function upgradeOffers(current: PlanName): PlanName[] {
  const rank = PLAN_NAMES.indexOf(current);
  return PLAN_NAMES.filter((name, i) => name !== 'Free' && i > rank);
}

export function formatPrice(plan: Pick<Plan, 'price' | 'period'>): string {
  if (plan.price === 0) return 'Forever free';
  return `₹${plan.price.toLocaleString('en-IN')}/${plan.period}`;
}
