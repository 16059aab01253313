import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';
import { formatMoney } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { useSiteDetails } from './site-details';

export default function RefundPolicyPage() {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  const { productName, supportEmail, supportHours, money } = useSiteDetails();
  return (
    <StaticPage
      title={t('Refund Policy')}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          {t(
            'This Cancellation and Refund Policy explains how to cancel a {productName} plan and how to get your money back if a plan is not right for you. {productName} is a digital subscription, so most of it is about refunds for plan payments.',
            { productName },
          )}
        </p>
      }
    >
      <section>
        <h2>{t('Cancelling your plan')}</h2>
        <p>
          {t(
            'You can cancel a Pro, Premium or Institution plan at any time. Cancelling stops any further charges. Your paid features stay available until the end of the period you have already paid for, after which your account moves to the Free plan. Your notes, quizzes and study plans are kept.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('30-day refund window')}</h2>
        <p>
          {t(
            'If you are not satisfied, you can ask for a full refund within 30 days of the payment date. This applies to the monthly Pro ({pro}) and Premium ({premium}) plans and to the yearly Institution plan ({institution}). The Free plan costs nothing, so there is nothing to refund.',
            { pro: money(599), premium: money(999), institution: money(4999) },
          )}
        </p>
        <p>
          {t(
            'After 30 days a payment is not refundable, except where required by law or where we charged you by mistake, such as a duplicate payment or a charge after you had cancelled. Those are always refunded in full.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('How to request a refund')}</h2>
        <ul>
          <li>
            <Trans
              t={t}
              i18nKey='E-mail <0>{supportEmail}</0> with the subject "Refund request".'
              values={{ supportEmail }}
              components={[<a key="0" href={`mailto:${supportEmail}`} data-untranslated />]}
            />
          </li>
          <li>{t('Include the e-mail address of your {productName} account.', { productName })}</li>
          <li>
            <Trans
              t={t}
              i18nKey="Include the payment id from your Razorpay receipt (it begins with <0>pay_</0>)."
              components={[<code key="0" data-untranslated />]}
            />
          </li>
          <li>{t('Optionally, tell us why the plan did not work for you; it helps us improve.')}</li>
        </ul>
        <p>
          {t('We reply within two working days ({supportHours}). When the refund is approved, your account returns to the Free plan.', {
            supportHours,
          })}
        </p>
      </section>

      <section>
        <h2>{t('How refunds are paid')}</h2>
        <p>
          {t(
            'Refunds go back to the original payment method through our payment provider, Razorpay, whether you paid by UPI, card, net banking or wallet. We start the refund within 5–7 working days of approval; your bank may take a few more days to show it in your account. We cannot refund to a different account or in cash.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Physical items and returns')}</h2>
        <p>
          {t(
            '{productName} does not normally ship anything. If a physical item, such as printed study material, is ever sent to you and you want to return it:',
            { productName },
          )}
        </p>
        <ul>
          <li>{t('Return it within 30 days of delivery, unused and in its original condition.')}</li>
          <li>{t('Return shipping is paid by the customer and is not refundable.')}</li>
          <li>
            {t(
              'For an item over {amount}, use a trackable shipping service or buy shipping insurance. We cannot guarantee that we will receive an untracked return.',
              { amount: formatMoney(75, language, 'USD') },
            )}
          </li>
          <li>{t('We refund the item price to the original payment method once we receive and check the return.')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('Questions')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="If something about a charge looks wrong, contact us before raising a dispute with your bank; it is usually faster. See <0>Contact Us</0> for all the ways to reach us, and our <1>Shipping and Delivery Policy</1> for how plans are activated."
            components={[<Link key="0" href="/contact" />, <Link key="1" href="/shipping-policy" />]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
