import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PaidPlanName, PlanPayment } from '../../../shared/billing';
import type { PlanName } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { paymentOrder, user } from '../../db/schema';
import { lockUser } from '../../db/user-lock';

export type OrderRow = typeof paymentOrder.$inferSelect;

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
 * Marks an order refunded, once, and when it had been paid sets the user's plan to
 * `planAfter` in the same transaction. `planAfter` gets the user's plan, when the refunded
 * payment was activated, and the payments still standing that were activated after it, oldest
 * first. An order refunded before its payment was recorded (the provider's events can arrive out
 * of order) is only marked: it never activated anything, and now never will.
 */
export async function refund(
  db: Db,
  order: { id: string; userId: string },
  paymentId: string,
  planAfter: (
    current: { plan: PlanName; expiresAt: Date | null },
    paidAt: Date,
    later: PlanPayment[],
  ) => { plan: PlanName; expiresAt: Date | null },
): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    // The same lock as activation: the order's status read here cannot change until commit.
    await lockUser(tx, 'plan', order.userId);
    const [row] = await tx
      .select({ status: paymentOrder.status, paidAt: paymentOrder.paidAt, paymentId: paymentOrder.paymentId })
      .from(paymentOrder)
      .where(eq(paymentOrder.id, order.id));
    if (!row || row.status === 'refunded' || (row.paymentId !== null && row.paymentId !== paymentId)) return { refunded: false };
    await tx.update(paymentOrder).set({ status: 'refunded', paymentId }).where(eq(paymentOrder.id, order.id));
    if (row.status !== 'paid' || !row.paidAt) return { refunded: true };
    const [current] = await tx.select({ plan: user.plan, expiresAt: user.planExpiresAt }).from(user).where(eq(user.id, order.userId));
    if (!current) return { refunded: true };
    const later = await tx
      .select({ plan: paymentOrder.plan, paidAt: paymentOrder.paidAt })
      .from(paymentOrder)
      .where(and(eq(paymentOrder.userId, order.userId), eq(paymentOrder.status, 'paid'), gt(paymentOrder.paidAt, row.paidAt)))
      .orderBy(asc(paymentOrder.paidAt));
    const payments = later.flatMap((payment) =>
      payment.plan !== 'Free' && payment.paidAt ? [{ plan: payment.plan, paidAt: payment.paidAt }] : [],
    );
    const next = planAfter(current, row.paidAt, payments);
    await tx.update(user).set({ plan: next.plan, planExpiresAt: next.expiresAt }).where(eq(user.id, order.userId));
    return { refunded: true };
  });
}

/**
 * Marks the order paid and sets the user's plan in one transaction, once: the order row is
 * claimed only while still open ('created', or 'failed' after an earlier attempt), so a
 * replayed verification or webhook finds nothing to do. `planEnd` gets the user's plan as it is inside the transaction (renewals extend it).
 */
export async function activate(
  db: Db,
  order: { id: string; userId: string; plan: PaidPlanName },
  paymentId: string,
  now: Date,
  planEnd: (current: { plan: PlanName; expiresAt: Date | null }) => Date,
): Promise<{ activated: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, 'plan', order.userId);
    const claimed = await tx
      .update(paymentOrder)
      .set({ status: 'paid', paymentId, paidAt: now })
      .where(and(eq(paymentOrder.id, order.id), inArray(paymentOrder.status, ['created', 'failed'])))
      .returning({ id: paymentOrder.id });
    if (claimed.length === 0) return { activated: false };
    const [current] = await tx.select({ plan: user.plan, expiresAt: user.planExpiresAt }).from(user).where(eq(user.id, order.userId));
    if (!current) return { activated: false };
    await tx
      .update(user)
      .set({ plan: order.plan, planExpiresAt: planEnd(current) })
      .where(eq(user.id, order.userId));
    return { activated: true };
  });
}

export async function setFree(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ plan: 'Free', planExpiresAt: null }).where(eq(user.id, userId));
}

export async function planOf(db: Db, userId: string): Promise<{ plan: PlanName; expiresAt: Date | null } | undefined> {
  const [row] = await db.select({ plan: user.plan, expiresAt: user.planExpiresAt }).from(user).where(eq(user.id, userId));
  return row;
}

export async function history(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(paymentOrder).where(eq(paymentOrder.userId, userId)).orderBy(desc(paymentOrder.createdAt)).limit(HISTORY_LIMIT);
}
