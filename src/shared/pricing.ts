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

/**
 * One line of a plan's card: an ICU MessageFormat text (the screens' catalogue key, so the browser
 * shows it in the reader's language) and the numbers in it.
 */
export interface PlanFeature {
  text: string;
  values?: Record<string, number>;
}

/** The card lines that state a plan's daily limits, the same on every card. */
const limitFeatures = (plan: PlanName): PlanFeature[] => [
  { text: '{count, number} AI tutor messages a day', values: { count: DAILY_LIMITS[plan].chat } },
  { text: '{count, number} step-by-step doubts a day', values: { count: DAILY_LIMITS[plan].doubts } },
  { text: '{count, number} AI generations a day: summaries, quizzes, plans and more', values: { count: DAILY_LIMITS[plan].generations } },
];

/**
 * What a plan keeps, from the quotas the server enforces (storage-quotas.ts): notes are the same on
 * every plan, the other kinds grow with the plan.
 */
const storageFeature = (plan: PlanName): PlanFeature => {
  const { notes, studyPlans } = STORAGE_QUOTAS[plan];
  const times = studyPlans.count / STORAGE_QUOTAS.Free.studyPlans.count;
  if (times === 1)
    return {
      text: 'Keeps up to {notes, number} notes ({megabytes, number} MB), with text export',
      values: { notes: notes.count, megabytes: (notes.bytes ?? 0) / 1_000_000 },
    };
  return { text: 'Keeps {times, number}× the study plans, summaries, doubts and cards of Free', values: { times } };
};

// Every tool, uploads and the voice tutor included, works on every plan (decision 054): plans
// differ in how much a day and how much is kept, which the lines above state from the server's tables.
export const PLAN_FEATURES: Record<PlanName, PlanFeature[]> = {
  Free: [
    ...limitFeatures('Free'),
    storageFeature('Free'),
    { text: 'Every tool, with PDF, image and voice input and the voice tutor' },
    { text: 'Works offline with the built-in study engine' },
  ],
  Pro: [...limitFeatures('Pro'), storageFeature('Pro'), { text: 'Everything in Free' }],
  Premium: [...limitFeatures('Premium'), storageFeature('Premium'), { text: 'Everything in Pro' }, { text: 'Priority e-mail support' }],
  Institution: [
    ...limitFeatures('Institution'),
    storageFeature('Institution'),
    { text: 'Everything in Premium' },
    { text: 'Onboarding help for your school or coaching centre' },
  ],
};

/** A card line in English, as the API sends it. */
const inEnglish = ({ text, values = {} }: PlanFeature) => text.replace(/\{(\w+), number\}/g, (_, name: string) => n(values[name] ?? 0));

const plan = (name: PlanName, price: number, period: PlanPeriod, popular = false): Plan => ({
  name,
  price,
  period,
  popular,
  features: PLAN_FEATURES[name].map(inEnglish),
});

export const PLANS: Plan[] = [
  plan('Free', 0, 'forever'),
  plan('Pro', 599, 'month', true),
  plan('Premium', 999, 'month'),
  plan('Institution', 4999, 'year'),
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
