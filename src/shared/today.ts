// The Today list (GET /api/today): what to study today, most important first, within the daily minutes.
// zod schemas live in today.schema.ts.

export const TODAY_ITEM_KINDS = ['cards', 'practice', 'plan-task', 'path-step', 'assignment'] as const;
export type TodayItemKind = (typeof TODAY_ITEM_KINDS)[number];

export interface TodayItem {
  kind: TodayItemKind;
  title: string;
  /** The concept a practice item works on. */
  concept?: string;
  minutes: number;
  /** When it falls due: the earliest due card, an assignment's due date. */
  dueAt?: string;
  /** Where the item opens in the app. */
  href: string;
}

export interface TodayPlan {
  minutesBudget: number;
  items: TodayItem[];
}

/** What the dashboard panel calls each kind. */
export const TODAY_KIND_LABELS: Record<TodayItemKind, string> = {
  cards: 'Flashcards',
  practice: 'Practice',
  'plan-task': 'Planner',
  'path-step': 'Study path',
  assignment: 'Assignment',
};

export const TODAY_TEXTS = {
  heading: 'Today',
  loading: 'Working out what matters most today…',
  loadFailed: 'Today’s list could not be loaded.',
  empty: 'Nothing due today — take a quiz or add cards to get started.',
} as const;
