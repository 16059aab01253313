import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { CHECKOUT_TEXTS, formatAmount } from '../../../shared/billing';
import { errorMessage } from '../../lib/api';
import { payTestOrder } from '../../lib/payment/payment-requests';
import type { OpenTestCheckout } from '../../lib/payment/use-plan-checkout';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { useTranslation } from 'react-i18next';

/** Razorpay's documented test card: shown so the screen looks like the real checkout, never charged. */
const TEST_CARD = '4111 1111 1111 1111';

/** The built-in checkout of a server without Razorpay keys: settles the order on the server, moves no money. */
export function TestCheckoutDialog({ order, plan, onPaid, onCancel }: OpenTestCheckout) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();

  async function pay() {
    setPaying(true);
    setError(null);
    try {
      onPaid(await payTestOrder(order.orderId));
    } catch (failure) {
      setError(errorMessage(failure, t('The test payment failed. Please try again.')));
      setPaying(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !paying && onCancel()}>
      <DialogContent aria-describedby="test-checkout-description">
        <DialogHeader>
          <Badge variant="secondary" className="w-fit gap-1 bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            <FlaskConical className="size-3.5" aria-hidden />
            {t(CHECKOUT_TEXTS.testBadge)}
          </Badge>
          <DialogTitle>{t('Checkout: {plan} plan', { plan })}</DialogTitle>
          <DialogDescription id="test-checkout-description">
            {t('This server has no payment provider set up, so this checkout only pretends to pay. Your plan changes as if you had paid.')}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('Plan')}</dt>
          <dd className="font-medium">{plan}</dd>
          <dt className="text-muted-foreground">{t('Amount')}</dt>
          <dd className="font-medium" data-testid="test-checkout-amount">
            {formatAmount(order.amount, order.currency)}
          </dd>
          <dt className="text-muted-foreground">{t('Test card')}</dt>
          <dd className="font-mono">{TEST_CARD}</dd>
          <dt className="text-muted-foreground">{t('Order')}</dt>
          <dd className="break-all font-mono text-xs">{order.orderId}</dd>
        </dl>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={paying}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void pay()} disabled={paying}>
            {paying ? <Spinner className="size-4" /> : null}
            {paying ? t('Paying...') : t('Pay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
