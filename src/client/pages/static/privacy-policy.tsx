import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { POLICY_LAST_UPDATED, StaticPage } from '../../components/layout/static-page';
import { useSiteDetails } from './site-details';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  const { productName, operatorName, supportEmail, registeredOffice } = useSiteDetails();
  return (
    <StaticPage
      title={t('Privacy Policy')}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          <Trans
            t={t}
            i18nKey="<0>{operatorName}</0> runs this {productName} service. This policy explains what we collect when you study with {productName}, why we collect it, and the choices you have. We collect as little as we can."
            values={{ operatorName, productName }}
            components={[<span key="0" data-untranslated />]}
          />
        </p>
      }
    >
      <section>
        <h2>{t('What we collect')}</h2>
        <ul>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Account details:</0> your name and e-mail address, and a securely hashed password. If you sign in with Google or GitHub, we receive only your name, e-mail address and profile picture from them."
              components={[<strong key="0" />]}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Study material you add:</0> notes, chat messages, questions, uploaded files, links, quizzes, summaries and study plans you create in the app."
              components={[<strong key="0" />]}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Usage counts:</0> how many tutor messages, doubts and generations you use each day, so we can apply your plan's daily limits."
              components={[<strong key="0" />]}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Payment records:</0> your plan, the amount, the date and the Razorpay payment id. Card, UPI and bank details are handled by Razorpay and never reach our servers."
              components={[<strong key="0" />]}
            />
          </li>
        </ul>
      </section>

      <section>
        <h2>{t('How we use it')}</h2>
        <ul>
          <li>{t('To run your account and show you your own notes, quizzes, plans and history.')}</li>
          <li>{t('To generate answers, quizzes, summaries and plans from the material you provide.')}</li>
          <li>{t('To enforce daily limits and activate the plan you have paid for.')}</li>
          <li>{t('To reply to your support requests and send essential service or billing e-mails.')}</li>
          <li>{t('To keep the service secure and to investigate abuse.')}</li>
        </ul>
        <p>{t('We do not send marketing e-mails unless you ask for them, and we do not show advertising.')}</p>
      </section>

      <section>
        <h2>{t('We do not sell your data')}</h2>
        <p>
          {t(
            'We never sell, rent or trade your personal data or study material. We share it only with the service providers needed to run {productName} (hosting, payments and, where configured, an AI provider), or when Indian law requires us to.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('AI processing')}</h2>
        <p>
          {t(
            'By default, {productName} uses its built-in offline study engine, which runs entirely on our server: your prompts and material are not sent to any outside company. The operator of this site may instead connect an external AI provider (for example OpenAI, Anthropic or Google). In that case, the text of your prompts and the study material needed to answer them is sent to that provider for processing under its own data policy.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Cookies')}</h2>
        <p>
          {t(
            'We use a single session cookie to keep you signed in. It is strictly necessary and is removed when you sign out or it expires. We use no advertising, analytics or third-party tracking cookies. Your light or dark theme choice is stored only in your own browser.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Retention and deletion')}</h2>
        <p>
          {t(
            'We keep your account and study material for as long as your account is open. You can delete individual notes and items in the app at any time. To delete your whole account, e-mail us from your registered address; we erase your account and study material within 30 days. We keep payment records only for as long as Indian tax and accounting law requires.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Security')}</h2>
        <p>
          {t(
            'Passwords are stored only as salted hashes, connections are encrypted with HTTPS, and access to the server is restricted to the people who operate it. No system is perfectly secure, so please use a strong, unique password.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Children')}</h2>
        <p>
          {t(
            '{productName} is meant for learners aged 13 and above. Students under 18 should use it with the consent of a parent, guardian or school. If you believe a child has given us personal data without that consent, contact us and we will delete it.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Your rights')}</h2>
        <p>
          {t(
            'You may ask to see, correct, export or delete your personal data, and withdraw consent at any time, as provided by the Digital Personal Data Protection Act, 2023. We respond within 30 days.',
          )}
        </p>
      </section>

      <section>
        <h2>{t('Contact')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="For privacy questions or requests, write to <0>{supportEmail}</0> or post to <1>{operatorName}, {registeredOffice}</1>. More options are on our <2>Contact Us</2> page."
            values={{ supportEmail, operatorName, registeredOffice }}
            components={[
              <a key="0" href={`mailto:${supportEmail}`} data-untranslated />,
              <span key="1" data-untranslated />,
              <Link key="2" href="/contact" />,
            ]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
