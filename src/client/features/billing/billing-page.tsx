import { ArrowLeft, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatAmount, ORDER_STATUS_LABELS } from '../../../shared/billing';
import type { BillingResponse } from '../../../shared/billing.schema';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage } from '../../i18n/language';
import { useBilling } from '../../lib/payment/get-billing';
import { formatPlanDay } from '../../lib/plan-date';
import { planSummary } from './plan-summary';

/** /billing: the current plan, when it ends, what comes next, and every payment the user made. */
export default function BillingPage() {
  const { data, isPending, error } = useBilling();
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  return (
    <DashboardLayout>
      <div className="mx-auto max-w-4xl space-y-6">
        <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> {t('Back to Dashboard')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('Billing')}</h1>
        {isPending ? (
          <div role="status" aria-label={t('Loading billing')} className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : error ? (
          <p role="alert" className="text-destructive">
            {t('Your billing details could not be loaded. Please refresh the page.')}
          </p>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle data-testid="billing-plan">{t('{plan} plan', { plan: data.plan })}</CardTitle>
                {planSummary(data, t, language).map((line) => (
                  <CardDescription key={line.testId} data-testid={line.testId}>
                    {line.text}
                  </CardDescription>
                ))}
              </CardHeader>
              <CardContent>
                <Link href="/#pricing" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  {t('Change plan')}
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
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  if (payments.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        <Receipt className="mx-auto mb-2 size-8" aria-hidden />
        {t('No payments yet.')}
      </div>
    );
  }
  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="text-lg font-semibold">
        {t('Payments')}
      </h2>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-labelledby="payments-heading">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t('Date')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('Plan')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('Amount')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('Status')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('Payment ID')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.orderId} className="border-t">
                <td className="px-4 py-2">{formatPlanDay(payment.paidAt ?? payment.createdAt, language)}</td>
                <td className="px-4 py-2">{payment.plan}</td>
                <td className="px-4 py-2">{formatAmount(payment.amount, payment.currency)}</td>
                <td className="px-4 py-2">
                  <Badge variant={payment.status === 'paid' ? 'default' : 'secondary'}>{t(ORDER_STATUS_LABELS[payment.status])}</Badge>
                </td>
                <td className="break-all px-4 py-2 font-mono text-xs">
                  <span data-untranslated>{payment.paymentId ?? '—'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
