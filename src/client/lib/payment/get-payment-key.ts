import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentKeyResponse } from '../../../shared/billing.schema';
import { keyQueryFn } from '../api';

/** Whether this server takes payments (503 when it has neither Razorpay keys nor test mode), and how. */
export const paymentKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/razorpay-key'],
    queryFn: keyQueryFn<PaymentKeyResponse>({ on401: 'throw' }),
    staleTime: 5 * 60 * 1000,
  });

export function usePaymentsAvailable(): boolean | undefined {
  const { data, error } = useQuery(paymentKeyQueryOptions());
  if (error) return false;
  return data ? true : undefined;
}
