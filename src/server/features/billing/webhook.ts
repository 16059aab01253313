import { BILLING_MESSAGES } from '../../../shared/billing';
import { HttpError } from '../../http-error';
import type { BillingStore } from './activation';
import type { PaymentGateway } from './gateway';
import { hmacSha256Hex, signatureMatches } from './signature';
import { eventSchema, handleRazorpayEvent, type WebhookStatus } from './webhook-events';

/**
 * Razorpay's webhook: the signature over the raw body is checked first (in constant time), then
 * the event is handled (webhook-events.ts). Every event changes an order from one status to the
 * next at most once, so a replayed or repeated delivery answers 'ignored' and changes nothing.
 */
export function razorpayWebhook(store: BillingStore, gateway: PaymentGateway | null, now: () => Date) {
  return async (rawBody: Buffer, signature: string | undefined): Promise<{ status: WebhookStatus }> => {
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
    if (!parsed.success) return { status: 'ignored' };
    return { status: await handleRazorpayEvent(store, parsed.data, now()) };
  };
}
