import type { PlanName } from '../../../shared/pricing';
import { TestCheckoutDialog } from '../../components/checkout/test-checkout-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCheckout } from '../../lib/payment/use-checkout';

/** A signed-in visitor's plan action on the landing page; loaded only for signed-in visitors. */
export default function PlanCheckoutButton({ plan, label, variant }: { plan: PlanName; label: string; variant?: 'default' | 'outline' }) {
  const checkout = useCheckout('landing');
  const pending = checkout.pendingPlan === plan;
  return (
    <>
      <Button className="w-full" variant={variant} onClick={() => void checkout.start(plan)} disabled={checkout.pendingPlan !== null}>
        {pending ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
      {checkout.testCheckout && <TestCheckoutDialog {...checkout.testCheckout} />}
    </>
  );
}
