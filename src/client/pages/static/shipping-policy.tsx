import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';

const { productName, supportEmail, phone, supportHours } = SITE_INFO;

export default function ShippingPolicyPage() {
  return (
    <StaticPage
      title="Shipping and Delivery Policy"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={<p>{productName} is an online service. This page explains how and when you get access to the plan you buy.</p>}
    >
      <section>
        <h2>Digital delivery only</h2>
        <p>
          Every {productName} plan is a digital subscription delivered through your account in the web browser. Nothing is physically
          shipped, there are no delivery charges, and we do not need a postal address to deliver your plan. It works the same anywhere in
          India or abroad, on any device with a modern browser.
        </p>
      </section>

      <section>
        <h2>When your plan is activated</h2>
        <p>
          Access to your plan is immediate after successful payment. As soon as Razorpay confirms the payment, your account switches to the
          new plan and its higher daily limits and features are available straight away. You also receive a payment receipt from Razorpay by
          e-mail.
        </p>
        <p>
          Occasionally a bank or UPI app takes longer to confirm a payment. In that case your subscription is activated within 24 hours, as
          soon as the confirmation reaches us. You do not need to pay again; a second payment would only create a duplicate charge.
        </p>
      </section>

      <section>
        <h2>Not activated after 24 hours?</h2>
        <p>If your plan still is not active 24 hours after payment:</p>
        <ul>
          <li>Sign out and sign in again, then check the plan shown in your dashboard.</li>
          <li>Check whether the amount was debited; if it was not, the payment failed and you can safely try again.</li>
          <li>
            If it was debited, contact support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or call {phone} ({supportHours})
            with your account e-mail and the Razorpay payment id. We will activate the plan or refund the payment.
          </li>
        </ul>
        <p>A payment that was debited but never confirmed is usually reversed to you automatically by your bank within 5–7 working days.</p>
      </section>

      <section>
        <h2>Institution plans</h2>
        <p>
          For schools and coaching centres, the Institution plan is activated on the account that made the payment in the same way. If you
          need help setting it up for your teachers and students, write to us and we will arrange onboarding.
        </p>
      </section>

      <section>
        <h2>Related policies</h2>
        <p>
          For cancellations and refunds, see our <Link href="/refund-policy">Refund Policy</Link>. For everything else, our{' '}
          <Link href="/terms-of-service">Terms of Service</Link> apply.
        </p>
      </section>
    </StaticPage>
  );
}
