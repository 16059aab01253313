import { and, desc, eq } from 'drizzle-orm';
import type { PaidPlanName } from '../../../shared/billing';
import type { PlanName } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { paymentOrder, user } from '../../db/schema';
import { lockUser, type Tx } from '../../db/user-lock';

export type OrderRow = typeof paymentOrder.$inferSelect;

/** The most payments the billing view lists. */
const HISTORY_LIMIT = 100;

/**
 * `onPlanChanged` runs once a user's plan change is committed: the server's cache of signed-in
 * users must not show the plan from before a payment.
 */
export function billingRepo(db: Db, onPlanChanged: (userId: string) => void = () => {}) {
  return {
    async insertOrder(row: Omit<OrderRow, 'createdAt' | 'paidAt' | 'paymentId' | 'status'>): Promise<void> {
      await db.insert(paymentOrder).values({ ...row, status: 'created' });
    },

    async findOrder(userId: string, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrder)
        .where(and(eq(paymentOrder.id, orderId), eq(paymentOrder.userId, userId)));
      return row;
    },

    /** For webhooks, which name an order but no signed-in user. */
    async findOrderById(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
      return row;
    },

    /**
     * Marks the order paid and sets the user's plan in one transaction, once: the order row is
     * claimed only while still 'created', so a replayed verification or webhook finds nothing to
     * do. `planEnd` gets the user's plan as it is inside the transaction (renewals extend it).
     */
    async activate(
      order: { id: string; userId: string; plan: PaidPlanName },
      paymentId: string,
      now: Date,
      planEnd: (current: { plan: PlanName; expiresAt: Date | null }) => Date,
    ): Promise<{ activated: boolean }> {
      const result = await db.transaction(async (tx: Tx) => {
        await lockUser(tx, 'plan', order.userId);
        const claimed = await tx
          .update(paymentOrder)
          .set({ status: 'paid', paymentId, paidAt: now })
          .where(and(eq(paymentOrder.id, order.id), eq(paymentOrder.status, 'created')))
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
      if (result.activated) onPlanChanged(order.userId);
      return result;
    },

    async setFree(userId: string): Promise<void> {
      await db.update(user).set({ plan: 'Free', planExpiresAt: null }).where(eq(user.id, userId));
      onPlanChanged(userId);
    },

    async planOf(userId: string): Promise<{ plan: PlanName; expiresAt: Date | null } | undefined> {
      const [row] = await db.select({ plan: user.plan, expiresAt: user.planExpiresAt }).from(user).where(eq(user.id, userId));
      return row;
    },

    async history(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(paymentOrder)
        .where(eq(paymentOrder.userId, userId))
        .orderBy(desc(paymentOrder.createdAt))
        .limit(HISTORY_LIMIT);
    },
  };
}

export type BillingRepo = ReturnType<typeof billingRepo>;
