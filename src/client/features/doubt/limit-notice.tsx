import { Link } from 'wouter';
import { DOUBT_TOASTS } from '../../../shared/doubt';
import { LimitAlert } from '../../components/limit-alert';

/** The inline red notice beside the limit toast; it stays until the page is left. */
export function LimitNotice() {
  return (
    <LimitAlert title={DOUBT_TOASTS.limitTitle} text={DOUBT_TOASTS.limit}>
      <Link href="/dashboard" className="font-medium underline underline-offset-4">
        See plans on the dashboard
      </Link>
    </LimitAlert>
  );
}
