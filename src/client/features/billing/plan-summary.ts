import type { TFunction } from 'i18next';
import { isPaidPlan } from '../../../shared/billing';
import type { BillingResponse } from '../../../shared/billing.schema';
import type { Language } from '../../../shared/i18n/languages';
import { formatPlanDay } from '../../lib/plan-date';

export interface SummaryLine {
  testId: string;
  text: string;
}

/** The billing view's words for the plan now, what follows it, and when Free starts (decision 058), in the reader's language. */
export function planSummary(
  billing: Pick<BillingResponse, 'plan' | 'planExpiresAt' | 'next' | 'freeFrom' | 'freeChosen'>,
  t: TFunction<'billing'>,
  language: Language,
): SummaryLine[] {
  const { plan, planExpiresAt, next, freeFrom, freeChosen } = billing;
  const day = (iso: string) => formatPlanDay(iso, language);
  if (!isPaidPlan(plan)) {
    return [{ testId: 'billing-expiry', text: t('The Free plan has no end date. Upgrade from your dashboard for higher daily limits.') }];
  }
  if (!planExpiresAt) return [{ testId: 'billing-expiry', text: t('This plan has no end date.') }];
  const lines: SummaryLine[] = [{ testId: 'billing-expiry', text: t('Active until {date}.', { date: day(planExpiresAt) }) }];
  if (next && isPaidPlan(next.plan)) {
    lines.push({
      testId: 'billing-next',
      text: next.endsAt
        ? t('Then {plan} from {start} until {end}, already paid for.', {
            plan: next.plan,
            start: day(next.startsAt),
            end: day(next.endsAt),
          })
        : t('Then {plan} from {start}, with no end date, already paid for.', { plan: next.plan, start: day(next.startsAt) }),
    });
  }
  if (freeFrom) {
    lines.push({
      testId: 'billing-free-from',
      text: freeChosen
        ? t('Changes to Free on {date}.', { date: day(freeFrom) })
        : t('Changes to Free on {date}. Renew before then to add another term.', { date: day(freeFrom) }),
    });
  }
  return lines;
}
