import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { SITE_INFO } from '../../lib/site-info';

/**
 * What the information pages say about the operator. The operator's own details (company, address,
 * e-mail) show as configured in every language, marked as such; the support hours and the law and
 * courts, which are not configured, are written in the reader's language. Amounts through Intl.
 */
export function useSiteDetails() {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  return {
    ...SITE_INFO,
    supportHours: t('Mon–Fri 10 AM–6 PM IST'),
    governingLaw: t('India'),
    jurisdiction: t('Jaipur'),
    money: (amount: number) => formatMoney(amount, language),
  };
}
