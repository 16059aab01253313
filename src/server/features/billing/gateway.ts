import { randomBytes } from 'node:crypto';
import type { PaymentMode } from '../../../shared/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createRazorpayOrder, type ProviderOrder } from './razorpay-orders';
import { hmacSha256Hex } from './signature';

/**
 * Where orders are made and whose secret signs payments: Razorpay with the deployment's keys, or
 * the built-in test checkout. Everything from verification on is the same for both.
 */
export interface PaymentGateway {
  mode: PaymentMode;
  provider: 'razorpay' | 'test';
  /** The key the browser's checkout is opened with. */
  keyId: string;
  /** Signs `order_id|payment_id` (Razorpay's key secret, or the test secret). */
  keySecret: string;
  /** Razorpay's webhook secret; undefined where webhooks are not set up (test mode). */
  webhookSecret?: string;
  createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
}

export const TEST_KEY_ID = 'rzp_test_studium_builtin';

/**
 * Razorpay when both keys are set; else the test checkout where it cannot be mistaken for a real
 * one (config.paymentsTestMode: PAYMENTS_TEST_MODE=true, or a server only this machine reaches);
 * else null: paid plans are unavailable (503).
 * The test secret is derived from the auth secret so every instance of one deployment agrees on it.
 */
export function createPaymentGateway(config: Config, authSecret: string): PaymentGateway | null {
  const { keyId, keySecret, webhookSecret, apiBaseUrl } = config.razorpay;
  if (keyId && keySecret) {
    return {
      // Razorpay's own test keys (rzp_test_…) also open Razorpay's checkout: 'test' means ours.
      mode: 'live',
      provider: 'razorpay',
      keyId,
      keySecret,
      webhookSecret,
      createOrder: (input) => createRazorpayOrder({ baseUrl: apiBaseUrl, keyId, keySecret }, input),
    };
  }
  if (!config.paymentsTestMode) return null;
  return {
    mode: 'test',
    provider: 'test',
    keyId: TEST_KEY_ID,
    keySecret: hmacSha256Hex(authSecret, 'studium test payments'),
    createOrder: async ({ amount, currency }) => ({ id: `order_test_${randomBytes(10).toString('hex')}`, amount, currency }),
  };
}

export const PAYMENT_MODE_LOG = {
  test:
    'Payments are in test mode: the built-in checkout activates paid plans without taking any money ' +
    '(PAYMENTS_TEST_MODE=true, or a server only this machine reaches). Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments.',
  unavailable: 'Paid plans are unavailable: no Razorpay keys are set and payments test mode is off (503 to students who ask).',
} as const;

/** Says at start which checkout this server has: a test checkout must not go unnoticed. */
export function logPaymentMode(log: FastifyBaseLogger, gateway: PaymentGateway | null): void {
  if (!gateway) log.info(PAYMENT_MODE_LOG.unavailable);
  else if (gateway.provider === 'test') log.warn(PAYMENT_MODE_LOG.test);
}
