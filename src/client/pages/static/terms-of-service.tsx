import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';

const { productName, operatorName, supportEmail, governingLaw, jurisdiction } = SITE_INFO;

export default function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          These terms are an agreement between you and {operatorName}, which operates this {productName} service. By creating an account or
          using {productName}, you agree to them. Please read them carefully.
        </p>
      }
    >
      <section>
        <h2>The service</h2>
        <p>
          {productName} is an online study companion. It offers an AI tutor chat, quizzes with scores and feedback, summaries, study plans
          with dated schedules, rich-text notes, a step-by-step doubt solver, study paths and the Want To Learn assistant with a voice
          tutor. Features and daily usage limits depend on your plan.
        </p>
        <p>
          You must be at least 13 years old to use {productName}. If you are under 18, use it with the permission of a parent, guardian or
          your school.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate details when you sign up and keep your e-mail address up to date.</li>
          <li>Keep your password private. You are responsible for activity that happens under your account.</li>
          <li>Tell us at once at {supportEmail} if you think someone else has accessed your account.</li>
          <li>An account is for one person. Do not share your login with others.</li>
        </ul>
      </section>

      <section>
        <h2>Subscriptions and payments</h2>
        <p>
          The Free plan costs ₹0. Paid plans are Pro at ₹599 per month, Premium at ₹999 per month and Institution at ₹4,999 per year. Prices
          are in Indian rupees; any applicable GST is shown at checkout before you pay.
        </p>
        <p>
          Payments are processed by our payment provider, Razorpay, under its own terms. We never see or store your full card, UPI or
          net-banking details. Your plan is activated once Razorpay confirms the payment. You can cancel at any time; cancelling stops
          further charges and your paid features remain until the end of the period you have paid for. Refunds are covered by our{' '}
          <Link href="/refund-policy">Refund Policy</Link>.
        </p>
      </section>

      <section>
        <h2>Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>upload material you have no right to share, or that is unlawful, abusive, hateful or sexually explicit;</li>
          <li>use {productName} to cheat in an examination or graded assessment where outside help is not allowed;</li>
          <li>attempt to get around daily limits, plan restrictions or security measures;</li>
          <li>scrape, overload, reverse-engineer or disrupt the service or other users' accounts;</li>
          <li>resell access to the service or share one paid account among several people.</li>
        </ul>
      </section>

      <section>
        <h2>Your content</h2>
        <p>
          Your notes, uploads and other study material stay yours. You give us only the limited permission needed to store, process and
          display that content so the service works for you, for example to generate a quiz from your notes. We do not claim ownership of it
          and do not use it for advertising.
        </p>
      </section>

      <section>
        <h2>AI answers</h2>
        <p>
          Answers, explanations, quizzes and plans produced by {productName} are generated automatically and may be incomplete or wrong.
          They are study aids, not professional, medical, legal or financial advice, and they do not replace your teachers or textbooks.
          Check important facts against your syllabus and trusted sources.
        </p>
      </section>

      <section>
        <h2>Open-source software</h2>
        <p>
          The {productName} software is licensed under the GNU Affero General Public License, version 3 or later. These terms govern your
          use of this hosted service; the licence governs your rights to the source code.
        </p>
      </section>

      <section>
        <h2>Suspension and termination</h2>
        <p>
          You may stop using {productName} and ask us to delete your account at any time. We may suspend or close an account that breaks
          these terms, misuses the service or puts other users at risk. Where reasonable we will warn you first and explain why. If we close
          a paid account without a breach on your part, we will refund the unused part of the current period.
        </p>
      </section>

      <section>
        <h2>Limitation of liability</h2>
        <p>
          The service is provided "as is". To the extent the law allows, our total liability for any claim relating to {productName} is
          limited to the amount you paid us in the three months before the claim arose. Nothing in these terms limits rights you have under
          Indian consumer protection law.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          We may update these terms as the service changes. The date at the top of this page shows the latest version. For significant
          changes we will notify you by e-mail or in the app before they take effect. If you continue to use {productName} after that, you
          accept the updated terms.
        </p>
      </section>

      <section>
        <h2>Governing law and jurisdiction</h2>
        <p>
          These terms are governed by the laws of {governingLaw}. Courts in {jurisdiction} have exclusive jurisdiction over any dispute
          arising from them or from your use of {productName}.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or see our{' '}
          <Link href="/contact">Contact Us</Link> page.
        </p>
      </section>
    </StaticPage>
  );
}
