import { z } from 'zod';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { upstreamFailed } from '../../http-error';

/** An order as the provider made it. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

const ORDER_TIMEOUT_MS = 15_000;

const orderSchema = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string().min(1) });

/** POST /v1/orders of Razorpay's Orders API (basic auth with the key id and secret). */
export async function createRazorpayOrder(
  api: { baseUrl: string; keyId: string; keySecret: string },
  input: { amount: number; currency: string; receipt: string; notes: Record<string, string> },
): Promise<ProviderOrder> {
  const failed = () => upstreamFailed(BILLING_MESSAGES.providerFailed);
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${api.keyId}:${api.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw failed();
  }
  if (!response.ok) throw failed();
  const parsed = orderSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.amount !== input.amount || parsed.data.currency !== input.currency) throw failed();
  return parsed.data;
}
