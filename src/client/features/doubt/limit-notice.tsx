import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LimitAlert } from '../../components/limit-alert';

/** The inline red notice beside the limit toast; it stays until the page is left. */
export function LimitNotice() {
  const { t } = useTranslation('doubt');
  return (
    <LimitAlert title={t('API Limit Reached')} text={t("You've reached your daily doubt solving limit. Upgrade your plan to continue.")}>
      <Link href="/dashboard" className="font-medium underline underline-offset-4">
        {t('See plans on the dashboard')}
      </Link>
    </LimitAlert>
  );
}
