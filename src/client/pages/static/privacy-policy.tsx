import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';

const { productName, operatorName, supportEmail, registeredOffice } = SITE_INFO;

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          {operatorName} runs this {productName} service. This policy explains what we collect when you study with {productName}, why we
          collect it, and the choices you have. We collect as little as we can.
        </p>
      }
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name and e-mail address, and a securely hashed password. If you sign in with Google or
            GitHub, we receive only your name, e-mail address and profile picture from them.
          </li>
          <li>
            <strong>Study material you add:</strong> notes, chat messages, questions, uploaded files, links, quizzes, summaries and study
            plans you create in the app.
          </li>
          <li>
            <strong>Usage counts:</strong> how many tutor messages, doubts and generations you use each day, so we can apply your plan's
            daily limits.
          </li>
          <li>
            <strong>Payment records:</strong> your plan, the amount, the date and the Razorpay payment id. Card, UPI and bank details are
            handled by Razorpay and never reach our servers.
          </li>
        </ul>
      </section>

      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To run your account and show you your own notes, quizzes, plans and history.</li>
          <li>To generate answers, quizzes, summaries and plans from the material you provide.</li>
          <li>To enforce daily limits and activate the plan you have paid for.</li>
          <li>To reply to your support requests and send essential service or billing e-mails.</li>
          <li>To keep the service secure and to investigate abuse.</li>
        </ul>
        <p>We do not send marketing e-mails unless you ask for them, and we do not show advertising.</p>
      </section>

      <section>
        <h2>We do not sell your data</h2>
        <p>
          We never sell, rent or trade your personal data or study material. We share it only with the service providers needed to run{' '}
          {productName} (hosting, payments and, where configured, an AI provider), or when Indian law requires us to.
        </p>
      </section>

      <section>
        <h2>AI processing</h2>
        <p>
          By default, {productName} uses its built-in offline study engine, which runs entirely on our server: your prompts and material are
          not sent to any outside company. The operator of this site may instead connect an external AI provider (for example OpenAI,
          Anthropic or Google). In that case, the text of your prompts and the study material needed to answer them is sent to that provider
          for processing under its own data policy.
        </p>
      </section>

      <section>
        <h2>Cookies</h2>
        <p>
          We use a single session cookie to keep you signed in. It is strictly necessary and is removed when you sign out or it expires. We
          use no advertising, analytics or third-party tracking cookies. Your light or dark theme choice is stored only in your own browser.
        </p>
      </section>

      <section>
        <h2>Retention and deletion</h2>
        <p>
          We keep your account and study material for as long as your account is open. You can delete individual notes and items in the app
          at any time. To delete your whole account, e-mail us from your registered address; we erase your account and study material within
          30 days. We keep payment records only for as long as Indian tax and accounting law requires.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Passwords are stored only as salted hashes, connections are encrypted with HTTPS, and access to the server is restricted to the
          people who operate it. No system is perfectly secure, so please use a strong, unique password.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>
          {productName} is meant for learners aged 13 and above. Students under 18 should use it with the consent of a parent, guardian or
          school. If you believe a child has given us personal data without that consent, contact us and we will delete it.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          You may ask to see, correct, export or delete your personal data, and withdraw consent at any time, as provided by the Digital
          Personal Data Protection Act, 2023. We respond within 30 days.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          For privacy questions or requests, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or post to {operatorName},{' '}
          {registeredOffice}. More options are on our <Link href="/contact">Contact Us</Link> page.
        </p>
      </section>
    </StaticPage>
  );
}
