import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';
import { useSiteDetails } from './site-details';

export default function ShippingPolicyPage() {
  const { t } = useTranslation('pages');
  const { productName, supportEmail, phone, supportHours } = useSiteDetails();
  return (
    <StaticPage
      title={t('Shipping and Delivery Policy')}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          {t('{productName} is an online service. This page explains how and when you get access to the plan you buy.', { productName })}
        </p>
      }
    >
      <section>
        <h2>{t('Digital delivery only')}</h2>
        <p>
          {t(
            'Every {productName} plan is a digital subscription delivered through your account in the web browser. Nothing is physically shipped, there are no delivery charges, and we do not need a postal address to deliver your plan. It works the same anywhere in India or abroad, on any device with a modern browser.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('When your plan is activated')}</h2>
        <p>
          {t(
            'Access to your plan is immediate after successful payment. As soon as Razorpay confirms the payment, your account switches to the new plan and its higher daily limits and features are available straight away. You also receive a payment receipt from Razorpay by e-mail.',
          )}
        </p>
        <p>
          {t(
            'Occasionally a bank or UPI app takes longer to confirm a payment. In that case your subscription is activated within 24 hours, as soon as the confirmation reaches us. You do not need to pay again; a second payment would only create a duplicate charge.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Not activated after 24 hours?')}</h2>
        <p>{t('If your plan still is not active 24 hours after payment:')}</p>
        <ul>
          <li>{t('Sign out and sign in again, then check the plan shown in your dashboard.')}</li>
          <li>{t('Check whether the amount was debited; if it was not, the payment failed and you can safely try again.')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="If it was debited, contact support at <0>{supportEmail}</0> or call <1>{phone}</1> ({supportHours}) with your account e-mail and the Razorpay payment id. We will activate the plan or refund the payment."
              values={{ supportEmail, phone, supportHours }}
              components={[<a key="0" href={`mailto:${supportEmail}`} data-untranslated />, <span key="1" data-untranslated />]}
            />
          </li>
        </ul>
        <p>
          {t(
            'A payment that was debited but never confirmed is usually reversed to you automatically by your bank within 5–7 working days.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Institution plans')}</h2>
        <p>
          {t(
            'For schools and coaching centres, the Institution plan is activated on the account that made the payment in the same way. If you need help setting it up for your teachers and students, write to us and we will arrange onboarding.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Related policies')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="For cancellations and refunds, see our <0>Refund Policy</0>. For everything else, our <1>Terms of Service</1> apply."
            components={[<Link key="0" href="/refund-policy" />, <Link key="1" href="/terms-of-service" />]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
