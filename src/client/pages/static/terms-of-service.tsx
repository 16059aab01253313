import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';
import { useSiteDetails } from './site-details';

export default function TermsOfServicePage() {
  const { t } = useTranslation('pages');
  const { productName, operatorName, supportEmail, governingLaw, jurisdiction, money } = useSiteDetails();
  return (
    <StaticPage
      title={t('Terms of Service')}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          <Trans
            t={t}
            i18nKey="These terms are an agreement between you and <0>{operatorName}</0>, which operates this {productName} service. By creating an account or using {productName}, you agree to them. Please read them carefully."
            values={{ operatorName, productName }}
            components={[<span key="0" data-untranslated />]}
          />
        </p>
      }
    >
      <section>
        <h2>{t('The service')}</h2>
        <p>
          {t(
            '{productName} is an online study companion. It offers an AI tutor chat, quizzes with scores and feedback, summaries, study plans with dated schedules, rich-text notes, a step-by-step doubt solver, study paths and the Want To Learn assistant with a voice tutor. Features and daily usage limits depend on your plan.',
            { productName },
          )}
        </p>
        <p>
          {t(
            'You must be at least 13 years old to use {productName}. If you are under 18, use it with the permission of a parent, guardian or your school.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Your account')}</h2>
        <ul>
          <li>{t('Give accurate details when you sign up and keep your e-mail address up to date.')}</li>
          <li>{t('Keep your password private. You are responsible for activity that happens under your account.')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="Tell us at once at <0>{supportEmail}</0> if you think someone else has accessed your account."
              values={{ supportEmail }}
              components={[<span key="0" data-untranslated />]}
            />
          </li>
          <li>{t('An account is for one person. Do not share your login with others.')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('Subscriptions and payments')}</h2>
        <p>
          {t(
            'The Free plan costs {free}. Paid plans are Pro at {pro} per month, Premium at {premium} per month and Institution at {institution} per year. Prices are in Indian rupees; any applicable GST is shown at checkout before you pay.',
            { free: money(0), pro: money(599), premium: money(999), institution: money(4999) },
          )}
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="Payments are processed by our payment provider, Razorpay, under its own terms. We never see or store your full card, UPI or net-banking details. Your plan is activated once Razorpay confirms the payment. You can cancel at any time; cancelling stops further charges and your paid features remain until the end of the period you have paid for. Refunds are covered by our <0>Refund Policy</0>."
            components={[<Link key="0" href="/refund-policy" />]}
          />
        </p>
      </section>

      <section>
        <h2>{t('Acceptable use')}</h2>
        <p>{t('You agree not to:')}</p>
        <ul>
          <li>{t('upload material you have no right to share, or that is unlawful, abusive, hateful or sexually explicit;')}</li>
          <li>
            {t('use {productName} to cheat in an examination or graded assessment where outside help is not allowed;', { productName })}
          </li>
          <li>{t('attempt to get around daily limits, plan restrictions or security measures;')}</li>
          <li>{t("scrape, overload, reverse-engineer or disrupt the service or other users' accounts;")}</li>
          <li>{t('resell access to the service or share one paid account among several people.')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('Your content')}</h2>
        <p>
          {t(
            'Your notes, uploads and other study material stay yours. You give us only the limited permission needed to store, process and display that content so the service works for you, for example to generate a quiz from your notes. We do not claim ownership of it and do not use it for advertising.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('AI answers')}</h2>
        <p>
          {t(
            'Answers, explanations, quizzes and plans produced by {productName} are generated automatically and may be incomplete or wrong. They are study aids, not professional, medical, legal or financial advice, and they do not replace your teachers or textbooks. Check important facts against your syllabus and trusted sources.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Open-source software')}</h2>
        <p>
          {t(
            'The {productName} software is licensed under the GNU Affero General Public License, version 3 or later. These terms govern your use of this hosted service; the licence governs your rights to the source code.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Suspension and termination')}</h2>
        <p>
          {t(
            'You may stop using {productName} and ask us to delete your account at any time. We may suspend or close an account that breaks these terms, misuses the service or puts other users at risk. Where reasonable we will warn you first and explain why. If we close a paid account without a breach on your part, we will refund the unused part of the current period.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Limitation of liability')}</h2>
        <p>
          {t(
            'The service is provided "as is". To the extent the law allows, our total liability for any claim relating to {productName} is limited to the amount you paid us in the three months before the claim arose. Nothing in these terms limits rights you have under Indian consumer protection law.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Changes to these terms')}</h2>
        <p>
          {t(
            'We may update these terms as the service changes. The date at the top of this page shows the latest version. For significant changes we will notify you by e-mail or in the app before they take effect. If you continue to use {productName} after that, you accept the updated terms.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Governing law and jurisdiction')}</h2>
        <p>
          {t(
            'These terms are governed by the laws of {governingLaw}. Courts in {jurisdiction} have exclusive jurisdiction over any dispute arising from them or from your use of {productName}.',
            { governingLaw, jurisdiction, productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Contact')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="Questions about these terms? Write to <0>{supportEmail}</0> or see our <1>Contact Us</1> page."
            values={{ supportEmail }}
            components={[<a key="0" href={`mailto:${supportEmail}`} data-untranslated />, <Link key="1" href="/contact" />]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
