// The payment calls of spec §7.2, each failure worded as spec §8 says.
import { CHECKOUT_TEXTS, PAYMENT_MODES } from '../../../shared/billing';
import type { CreateOrderResponse, PaymentKeyResponse, PaymentResult, VerifyPaymentResponse } from '../../../shared/billing.schema';
import type { PlanName } from '../../../shared/pricing';
import { ApiError, apiJson } from '../api';

const detail = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);

export async function fetchPaymentKey(): Promise<PaymentKeyResponse> {
  try {
    const key = await apiJson<PaymentKeyResponse>('GET', '/api/razorpay-key');
    if (!key.key || !PAYMENT_MODES.includes(key.mode)) throw new Error('no key');
    return key;
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) throw new Error(error.serverMessage);
    throw new Error(CHECKOUT_TEXTS.keyFailed);
  }
}

export type PaidOrder = { orderId: string; amount: number; currency: string };

export async function createOrder(planName: PlanName): Promise<CreateOrderResponse> {
  try {
    return await apiJson<CreateOrderResponse>('POST', '/api/create-order', { planName });
  } catch (error) {
    throw new Error(CHECKOUT_TEXTS.createFailed(detail(error)));
  }
}

/** A paid order as the checkout needs it, or the spec's 'Invalid order data' error. */
export function paidOrder(response: CreateOrderResponse): PaidOrder {
  if ('orderId' in response && response.orderId && Number.isInteger(response.amount) && response.amount > 0 && response.currency)
    return response;
  throw new Error(CHECKOUT_TEXTS.invalidOrder);
}

export async function verifyPayment(result: PaymentResult, planName: PlanName): Promise<VerifyPaymentResponse> {
  try {
    return await apiJson<VerifyPaymentResponse>('POST', '/api/verify-payment', { ...result, planName });
  } catch (error) {
    throw new Error(CHECKOUT_TEXTS.verifyFailed(detail(error)));
  }
}

/** The built-in test checkout's 'Pay'. */
export function payTestOrder(orderId: string): Promise<PaymentResult> {
  return apiJson<PaymentResult>('POST', '/api/test-checkout/pay', { orderId });
}

export class PaymentCancelled extends Error {
  constructor() {
    super(CHECKOUT_TEXTS.cancelled);
    this.name = 'PaymentCancelled';
  }
}
