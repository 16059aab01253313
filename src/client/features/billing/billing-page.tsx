import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { formatAmount, formatPlanDate, ORDER_STATUS_LABELS } from '../../../shared/billing';
import type { BillingResponse } from '../../../shared/billing.schema';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { keyQueryFn } from '../../lib/api';
import { BILLING_KEY } from '../../lib/query-keys';

const billingQuery = { queryKey: BILLING_KEY, queryFn: keyQueryFn<BillingResponse>({ on401: 'throw' }) };

/** /billing: the current plan, when it ends, and every payment the user made. */
export default function BillingPage() {
  const { data, isPending, error } = useQuery(billingQuery);
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-4xl space-y-6">
        <BackToDashboard />
        <h1 className="text-2xl font-bold tracking-tight">Billing</h1>
        {isPending ? (
          <div role="status" aria-label="Loading billing" className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : error ? (
          <p role="alert" className="text-destructive">
            Your billing details could not be loaded. Please refresh the page.
          </p>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle data-testid="billing-plan">{data.plan} plan</CardTitle>
                <CardDescription data-testid="billing-expiry">
                  {data.planExpiresAt
                    ? `Active until ${formatPlanDate(data.planExpiresAt)}. Renew before then to add another term.`
                    : data.plan === 'Free'
                      ? 'The Free plan has no end date. Upgrade from your dashboard for higher daily limits.'
                      : 'This plan has no end date.'}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Link href="/dashboard" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  Change plan on the dashboard
                </Link>
              </CardContent>
            </Card>
            <PaymentsTable payments={data.payments} />
          </>
        )}
      </div>
    </DashboardLayout>
  );
}

function PaymentsTable({ payments }: { payments: BillingResponse['payments'] }) {
  if (payments.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        <Receipt className="mx-auto mb-2 size-8" aria-hidden />
        No payments yet.
      </div>
    );
  }
  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="text-lg font-semibold">
        Payments
      </h2>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2">
                Date
              </th>
              <th scope="col" className="px-4 py-2">
                Plan
              </th>
              <th scope="col" className="px-4 py-2">
                Amount
              </th>
              <th scope="col" className="px-4 py-2">
                Status
              </th>
              <th scope="col" className="px-4 py-2">
                Payment ID
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.orderId} className="border-t">
                <td className="px-4 py-2">{formatPlanDate(payment.paidAt ?? payment.createdAt)}</td>
                <td className="px-4 py-2">{payment.plan}</td>
                <td className="px-4 py-2">{formatAmount(payment.amount, payment.currency)}</td>
                <td className="px-4 py-2">
                  <Badge variant={payment.status === 'paid' ? 'default' : 'secondary'}>{ORDER_STATUS_LABELS[payment.status]}</Badge>
                </td>
                <td className="break-all px-4 py-2 font-mono text-xs">{payment.paymentId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
