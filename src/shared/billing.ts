// Paid plans: what an order costs, how long a paid plan lasts and when it has ended; shared by the
// server (orders, verification, expiry) and the client (checkout, billing view). Schemas live in
// billing.schema.ts.
import { PLANS, type PlanName } from './pricing';
import { LIMIT_REACHED_TEXT } from './usage';
import { waitText, waitValues } from './wait-text';
import { dynamicMessage } from './i18n/dynamic-message';

export type PaidPlanName = Exclude<PlanName, 'Free'>;

export const PAYMENT_CURRENCY = 'INR';

/** 'live': Razorpay's checkout; 'test': the built-in checkout that moves no money. */
export const PAYMENT_MODES = ['live', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Days a payment buys; a renewal of the same plan adds them to the current end date. */
export const PLAN_TERM_DAYS: Record<PaidPlanName, number> = { Pro: 30, Premium: 30, Institution: 365 };

/**
 * 'failed': the provider reported a failed payment attempt (the order may still be paid by a later
 * attempt); 'refunded': the payment was refunded in full and the days it bought were taken back.
 */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the billing view calls each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** How often one user may ask for a payment order (each may cost a call to the provider). */
export const ORDER_LIMITS = {
  /** An unpaid order for the same plan made this recently is handed out again instead of a new one. */
  reuseWindowMs: 15 * 60_000,
  /** Order requests per user per window, reused ones included. */
  perUser: 10,
  windowMs: 10 * 60_000,
} as const;

export const BILLING_MESSAGES = {
  freeActivated: 'Your plan is now Free.',
  paidPlansUnavailable: 'Paid plans are not available on this server yet: its administrator has not set up payments.',
  orderNotFound: 'This payment order was not found. Please start the upgrade again.',
  planMismatch: 'This payment was made for a different plan. Please start the upgrade again.',
  signatureMismatch: 'The payment could not be verified: its signature does not match. No plan was changed.',
  paymentAlreadyUsed: 'This order was already paid with another payment.',
  notTestMode: 'The test checkout is only available in test mode.',
  providerFailed: 'The payment provider could not create the order. Please try again in a minute.',
  webhookSignature: 'The webhook signature does not match.',
  webhookNotConfigured: 'Payment webhooks are not set up on this server.',
  activated: (plan: PaidPlanName, until: Date | null) =>
    dynamicMessage(
      'BILLING_MESSAGES.activated',
      { plan, until: until?.getTime() ?? 'none' },
      `Payment verified. Your ${plan} plan is active until ${untilText(until)}.`,
    ),
  queued: (plan: PaidPlanName, current: PaidPlanName, start: Date, until: Date | null) =>
    dynamicMessage(
      'BILLING_MESSAGES.queued',
      { plan, current, start: start.getTime(), until: until?.getTime() ?? 'none' },
      `Payment verified. Your ${plan} plan starts on ${formatPlanDate(start)}, when your ${current} plan ends, and runs until ${untilText(until)}.`,
    ),
  freeScheduled: (on: Date, onText = formatPlanDate(on)) =>
    dynamicMessage(
      'BILLING_MESSAGES.freeScheduled',
      { on: on.getTime() },
      `Your plan changes to Free on ${onText}, when what you paid for ends. Until then nothing changes.`,
    ),
  nothingToBuy: (plan: PaidPlanName) =>
    dynamicMessage(
      'BILLING_MESSAGES.nothingToBuy',
      { plan },
      `Your plan has no end date and includes ${plan}, so there is nothing to pay for. Choose a higher plan, or ask your administrator.`,
    ),
  noEndDate: (plan: PaidPlanName) =>
    dynamicMessage(
      'BILLING_MESSAGES.noEndDate',
      { plan },
      `Your ${plan} plan has no end date, so it does not change to Free by itself. Please ask your administrator.`,
    ),
  paymentRefunded: 'This payment was refunded, so the plan it paid for has ended.',
  orderLimit: (seconds: number) =>
    dynamicMessage(
      'BILLING_MESSAGES.orderLimit',
      waitValues(seconds),
      `${LIMIT_REACHED_TEXT}: too many payment orders in a short time. Please try again in ${waitText(seconds)}.`,
    ),
} as const;

function untilText(until: Date | null): string {
  return until ? formatPlanDate(until) : 'further notice';
}

/** Texts of the checkout screens, word for word as the product states them, kept together so tests and screens say the same thing. */
export const CHECKOUT_TEXTS = {
  testBadge: 'Test mode — no real money',
  scriptFailed: 'Failed to load the payment provider script',
  keyFailed: 'Failed to get the payment provider key',
  createFailed: (text: string) => `Failed to create order: ${text}`,
  invalidOrder: 'Invalid order data received from server',
  verifyFailed: (text: string) => `Payment verification failed: ${text}`,
  cancelled: 'Payment was cancelled. You can try again anytime.',
  paymentFailedTitle: 'Payment Failed',
  upgradeFailedTitle: 'Upgrade Failed',
  noUser: 'User information not available. Please refresh and try again.',
} as const;

export function isPaidPlan(plan: PlanName): plan is PaidPlanName {
  return plan !== 'Free';
}

/** The amount an order for `plan` costs, in paise, from our own price table (never from a client). */
export function orderAmountPaise(plan: PaidPlanName): number {
  const found = PLANS.find((p) => p.name === plan);
  if (!found) throw new Error(`No price for plan ${plan}`);
  return found.price * 100;
}

/** '21 Dec 2026' in UTC, for the server's messages: the server does not know the reader's time zone. */
export function formatPlanDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '₹599.00' from paise. */
export function formatAmount(paise: number, currency: string = PAYMENT_CURRENCY): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
}
