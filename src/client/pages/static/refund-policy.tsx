import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';

const { productName, supportEmail, supportHours } = SITE_INFO;

export default function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          This Cancellation and Refund Policy explains how to cancel a {productName} plan and how to get your money back if a plan is not
          right for you. {productName} is a digital subscription, so most of it is about refunds for plan payments.
        </p>
      }
    >
      <section>
        <h2>Cancelling your plan</h2>
        <p>
          You can cancel a Pro, Premium or Institution plan at any time. Cancelling stops any further charges. Your paid features stay
          available until the end of the period you have already paid for, after which your account moves to the Free plan. Your notes,
          quizzes and study plans are kept.
        </p>
      </section>

      <section>
        <h2>30-day refund window</h2>
        <p>
          If you are not satisfied, you can ask for a full refund within 30 days of the payment date. This applies to the monthly Pro (₹599)
          and Premium (₹999) plans and to the yearly Institution plan (₹4,999). The Free plan costs nothing, so there is nothing to refund.
        </p>
        <p>
          After 30 days a payment is not refundable, except where required by law or where we charged you by mistake, such as a duplicate
          payment or a charge after you had cancelled. Those are always refunded in full.
        </p>
      </section>

      <section>
        <h2>How to request a refund</h2>
        <ul>
          <li>
            E-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with the subject "Refund request".
          </li>
          <li>Include the e-mail address of your {productName} account.</li>
          <li>
            Include the payment id from your Razorpay receipt (it begins with <code>pay_</code>).
          </li>
          <li>Optionally, tell us why the plan did not work for you; it helps us improve.</li>
        </ul>
        <p>We reply within two working days ({supportHours}). When the refund is approved, your account returns to the Free plan.</p>
      </section>

      <section>
        <h2>How refunds are paid</h2>
        <p>
          Refunds go back to the original payment method through our payment provider, Razorpay, whether you paid by UPI, card, net banking
          or wallet. We start the refund within 5–7 working days of approval; your bank may take a few more days to show it in your account.
          We cannot refund to a different account or in cash.
        </p>
      </section>

      <section>
        <h2>Physical items and returns</h2>
        <p>
          {productName} does not normally ship anything. If a physical item, such as printed study material, is ever sent to you and you
          want to return it:
        </p>
        <ul>
          <li>Return it within 30 days of delivery, unused and in its original condition.</li>
          <li>Return shipping is paid by the customer and is not refundable.</li>
          <li>
            For an item over $75, use a trackable shipping service or buy shipping insurance. We cannot guarantee that we will receive an
            untracked return.
          </li>
          <li>We refund the item price to the original payment method once we receive and check the return.</li>
        </ul>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          If something about a charge looks wrong, contact us before raising a dispute with your bank; it is usually faster. See{' '}
          <Link href="/contact">Contact Us</Link> for all the ways to reach us, and our{' '}
          <Link href="/shipping-policy">Shipping and Delivery Policy</Link> for how plans are activated.
        </p>
      </section>
    </StaticPage>
  );
}
