import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { isPaidPlan, type PaidPlanName } from '../../../shared/billing';
import type { PlanPayment } from '../../../shared/plan-refund';
import { FREE_SCHEDULE, type PlanSchedule } from '../../../shared/plan-schedule';
import type { Db, Tx } from '../../db/client';
import { paymentOrder, user } from '../../db/schema';
import { lockUser } from '../../db/user-lock';

export type OrderRow = typeof paymentOrder.$inferSelect;

const scheduleSelection = {
  plan: user.plan,
  expiresAt: user.planExpiresAt,
  nextPlan: user.nextPlan,
  nextPlanHours: user.nextPlanHours,
};

const scheduleColumns = (schedule: PlanSchedule) => ({
  plan: schedule.plan,
  planExpiresAt: schedule.expiresAt,
  nextPlan: schedule.nextPlan,
  nextPlanHours: schedule.nextPlanHours,
});

async function scheduleOf(tx: Tx, userId: string): Promise<PlanSchedule | undefined> {
  const [row] = await tx.select(scheduleSelection).from(user).where(eq(user.id, userId));
  return row;
}

/** The user's paid payments in the order they were activated (the order a replay must follow). */
async function standingPayments(tx: Tx, userId: string): Promise<PlanPayment[]> {
  const rows = await tx
    .select({ orderId: paymentOrder.id, plan: paymentOrder.plan, paidAt: paymentOrder.paidAt })
    .from(paymentOrder)
    .where(and(eq(paymentOrder.userId, userId), eq(paymentOrder.status, 'paid')))
    .orderBy(asc(paymentOrder.paidAt), asc(paymentOrder.id));
  return rows.flatMap(({ orderId, plan, paidAt }) => (isPaidPlan(plan) && paidAt ? [{ orderId, plan, paidAt }] : []));
}

/** The most payments the billing view lists. */
const HISTORY_LIMIT = 100;

export async function insertOrder(db: Db, row: Omit<OrderRow, 'createdAt' | 'paidAt' | 'paymentId' | 'status'>): Promise<void> {
  await db.insert(paymentOrder).values({ ...row, status: 'created' });
}

export async function findOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrder)
    .where(and(eq(paymentOrder.id, orderId), eq(paymentOrder.userId, userId)));
  return row;
}

/**
 * The user's latest unpaid order for this plan, price and provider made within `withinMs`
 * (by the database's clock, which stamped it): handed out again rather than asking the
 * provider for another. A failed attempt leaves the order open to a new one.
 */
export async function findReusableOrder(
  db: Db,
  userId: string,
  order: { plan: PaidPlanName; amount: number; provider: OrderRow['provider'] },
  withinMs: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrder)
    .where(
      and(
        eq(paymentOrder.userId, userId),
        eq(paymentOrder.plan, order.plan),
        eq(paymentOrder.amount, order.amount),
        eq(paymentOrder.provider, order.provider),
        inArray(paymentOrder.status, ['created', 'failed']),
        gt(paymentOrder.createdAt, sql`now() - ${withinMs}::float8 * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(paymentOrder.createdAt))
    .limit(1);
  return row;
}

/** For webhooks, which name an order but no signed-in user. */
export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
  return row;
}

export async function findOrderByPaymentId(db: Db, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrder).where(eq(paymentOrder.paymentId, paymentId));
  return row;
}

/** A failed payment attempt: only an order not yet paid is marked, once. */
export async function markFailed(db: Db, orderId: string): Promise<{ marked: boolean }> {
  const rows = await db
    .update(paymentOrder)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrder.id, orderId), eq(paymentOrder.status, 'created')))
    .returning({ id: paymentOrder.id });
  return { marked: rows.length > 0 };
}

/**
 * Marks an order refunded, once, and when it had been paid sets the user's schedule to
 * `after` in the same transaction. `after` gets the stored schedule and the user's paid
 * payments (the refunded one among them) in the order they were activated. An order refunded
 * before its payment was recorded (the provider's events can arrive out of order) is only
 * marked: it never activated anything, and now never will. `{ refunded: true }` means a change
 * was committed: the caller tells whoever caches the user's plan.
 */
export function refund(
  db: Db,
  order: { id: string; userId: string },
  paymentId: string,
  after: (stored: PlanSchedule, refunded: PlanPayment, standing: PlanPayment[]) => PlanSchedule,
): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    // The same lock as activation: the order's status read here cannot change until commit.
    await lockUser(tx, 'plan', order.userId);
    const [row] = await tx
      .select({ status: paymentOrder.status, paymentId: paymentOrder.paymentId })
      .from(paymentOrder)
      .where(eq(paymentOrder.id, order.id));
    if (!row || row.status === 'refunded' || (row.paymentId !== null && row.paymentId !== paymentId)) return { refunded: false };
    const standing = row.status === 'paid' ? await standingPayments(tx, order.userId) : [];
    await tx.update(paymentOrder).set({ status: 'refunded', paymentId }).where(eq(paymentOrder.id, order.id));
    const refunded = standing.find((payment) => payment.orderId === order.id);
    const stored = refunded ? await scheduleOf(tx, order.userId) : undefined;
    if (!refunded || !stored) return { refunded: true };
    await tx
      .update(user)
      .set(scheduleColumns(after(stored, refunded, standing)))
      .where(eq(user.id, order.userId));
    return { refunded: true };
  });
}

/**
 * Marks the order paid and sets the user's schedule in one transaction, once: the order row is
 * claimed only while still open ('created', or 'failed' after an earlier attempt), so a
 * replayed verification or webhook finds nothing to do. `after` gets the schedule as stored
 * inside the transaction. A payment also withdraws an earlier choice of Free. `{ activated: true }`
 * means the change is committed: the caller tells whoever caches the user's plan.
 */
export function activate(
  db: Db,
  order: { id: string; userId: string },
  paymentId: string,
  now: Date,
  after: (stored: PlanSchedule) => PlanSchedule,
): Promise<{ activated: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, 'plan', order.userId);
    const claimed = await tx
      .update(paymentOrder)
      .set({ status: 'paid', paymentId, paidAt: now })
      .where(and(eq(paymentOrder.id, order.id), inArray(paymentOrder.status, ['created', 'failed'])))
      .returning({ id: paymentOrder.id });
    if (claimed.length === 0) return { activated: false };
    const stored = await scheduleOf(tx, order.userId);
    if (!stored) return { activated: false };
    await tx
      .update(user)
      .set({ ...scheduleColumns(after(stored)), freeChosenAt: null })
      .where(eq(user.id, order.userId));
    return { activated: true };
  });
}

/** Free now, for a user whose paid plan (and any plan after it) is over. */
export async function setFree(db: Db, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ ...scheduleColumns(FREE_SCHEDULE), freeChosenAt: null })
    .where(eq(user.id, userId));
}

/** Records that the student asked for Free once the paid plan ends; the first time counts. */
export async function chooseFree(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(user)
    .set({ freeChosenAt: at })
    .where(and(eq(user.id, userId), isNull(user.freeChosenAt)));
}

export async function planOf(db: Db, userId: string): Promise<(PlanSchedule & { freeChosenAt: Date | null }) | undefined> {
  const [row] = await db
    .select({ ...scheduleSelection, freeChosenAt: user.freeChosenAt })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export function history(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(paymentOrder).where(eq(paymentOrder.userId, userId)).orderBy(desc(paymentOrder.createdAt)).limit(HISTORY_LIMIT);
}
