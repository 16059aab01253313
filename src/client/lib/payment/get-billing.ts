import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingResponse } from '../../../shared/billing.schema';
import { keyQueryFn } from '../api';
import { BILLING_KEY } from '../query-keys';

export const billingQueryKey = BILLING_KEY;

/** GET /api/billing: the plan now, its end, what comes next, and the payments. */
export const billingQueryOptions = () =>
  queryOptions({ queryKey: billingQueryKey, queryFn: keyQueryFn<BillingResponse>({ on401: 'throw' }) });

export function useBilling(enabled = true) {
  return useQuery({ ...billingQueryOptions(), enabled });
}
