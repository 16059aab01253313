import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_MODES } from './billing';
import { planNameSchema } from './pricing.schema';

/** GET /api/razorpay-key */
export const paymentKeyResponseSchema = z.object({ key: z.string(), mode: z.enum(PAYMENT_MODES) });

/** POST /api/create-order */
export const createOrderBodySchema = z.object({ planName: planNameSchema });
export const createOrderResponseSchema = z.union([
  z.object({ orderId: z.string(), amount: z.number().int(), currency: z.string() }),
  z.object({ success: z.literal(true), message: z.string() }),
]);

const providerId = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/** The three fields Razorpay's checkout hands back (and the test checkout imitates). */
export const paymentResultSchema = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: providerId('razorpay_signature'),
});

/** POST /api/verify-payment */
export const verifyPaymentBodySchema = paymentResultSchema.extend({ planName: planNameSchema });
export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  plan: planNameSchema,
  planExpiresAt: z.string().nullable(),
});

/** POST /api/test-checkout/pay: settles an order of the built-in test checkout. */
export const testPayBodySchema = z.object({ orderId: providerId('orderId') });

/** GET /api/billing */
export const paymentRecordSchema = z.object({
  orderId: z.string(),
  plan: planNameSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
/** What follows the current plan: a queued paid plan, or Free once the paid plan ends. */
export const nextPlanSchema = z.object({
  plan: planNameSchema,
  startsAt: z.string(),
  /** When the next plan ends; null for Free or a plan without an end. */
  endsAt: z.string().nullable(),
});
export const billingResponseSchema = z.object({
  plan: planNameSchema,
  planExpiresAt: z.string().nullable(),
  next: nextPlanSchema.nullable(),
  /** When the user is on Free again unless they pay for more; null if never by itself. */
  freeFrom: z.string().nullable(),
  /** The student chose "Activate Free" while a paid plan runs: it still runs to its end. */
  freeChosen: z.boolean(),
  payments: z.array(paymentRecordSchema),
});

/** POST /api/webhooks/razorpay answers this once the event is handled (or ignored). */
export const webhookResponseSchema = z.object({ status: z.enum(['processed', 'ignored']) });

export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
export type BillingResponse = z.infer<typeof billingResponseSchema>;
export type PaymentKeyResponse = z.infer<typeof paymentKeyResponseSchema>;
