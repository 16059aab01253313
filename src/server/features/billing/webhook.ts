import { z } from 'zod';
import { BILLING_MESSAGES, isPaidPlan } from '../../../shared/billing';
import { HttpError } from '../../http-error';
import { activatePaidOrder } from './activation';
import type { PaymentGateway } from './gateway';
import type { BillingRepo } from './repo';
import { hmacSha256Hex, signatureMatches } from './signature';

/** The parts of Razorpay's payment.captured and order.paid events we act on. */
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

const ACTIVATING_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Activates a paid plan when Razorpay reports the payment but the browser never came back to
 * verify it. Idempotent: an order is claimed once, whichever of verification and webhook is first.
 */
export function razorpayWebhook(repo: BillingRepo, gateway: PaymentGateway | null, now: () => Date) {
  return async (rawBody: Buffer, signature: string | undefined): Promise<{ status: 'processed' | 'ignored' }> => {
    const secret = gateway?.provider === 'razorpay' ? gateway.webhookSecret : undefined;
    if (!secret) throw new HttpError(400, BILLING_MESSAGES.webhookNotConfigured);
    if (!signature || !signatureMatches(hmacSha256Hex(secret, rawBody), signature))
      throw new HttpError(400, BILLING_MESSAGES.webhookSignature);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { status: 'ignored' };
    }
    const parsed = eventSchema.safeParse(json);
    const payment = parsed.success ? parsed.data.payload.payment?.entity : undefined;
    if (!parsed.success || !ACTIVATING_EVENTS.has(parsed.data.event) || !payment) return { status: 'ignored' };
    const order = await repo.findOrderById(payment.order_id);
    if (!order || order.status === 'paid' || order.provider !== 'razorpay' || order.amount !== payment.amount || !isPaidPlan(order.plan)) {
      return { status: 'ignored' };
    }
    const { activated } = await activatePaidOrder(repo, { id: order.id, userId: order.userId, plan: order.plan }, payment.id, now());
    return { status: activated ? 'processed' : 'ignored' };
  };
}
