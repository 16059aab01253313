import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StaticPage } from '../../components/layout/static-page';
import { useSiteDetails } from './site-details';

export default function AboutPage() {
  const { t } = useTranslation('pages');
  const { productName, operatorName, money } = useSiteDetails();
  return (
    <StaticPage
      title={t('About Studium')}
      intro={
        <p>
          {t(
            '{productName} is an open-source AI study companion that helps you understand a topic, practise it and plan your time, all in one place.',
            { productName },
          )}
        </p>
      }
    >
      <section>
        <h2>{t('Why Studium exists')}</h2>
        <p>
          {t(
            'Good tutoring changes how students learn, but a personal tutor is out of reach for most families, and studying alone often means switching between notes, videos, question banks and calendars. {productName} brings the essentials together: an AI tutor you can ask anything, quizzes that score your answers and explain your mistakes, summaries of long chapters, study plans with dated schedules, rich-text notes, a doubt solver that works step by step, guided study paths, and a Want To Learn assistant that accepts text, PDFs, images and voice, with a voice tutor that reads explanations aloud.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Our Mission')}</h2>
        <p>
          {t(
            'To give every student a patient, always-available study partner at a price an Indian family can afford, starting at {free}. We want learners to understand concepts rather than memorise answers, and to walk into every exam with a plan they have actually followed.',
            { free: money(0) },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Our Vision')}</h2>
        <p>
          {t(
            "A world where the quality of help a student gets does not depend on their city, their school or their family's income. We see schools, coaching centres and communities running their own {productName}, shaped to their syllabus and language, with their students' data staying under their own control.",
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Who it is for')}</h2>
        <ul>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Students</0> preparing for school boards, entrance exams or university courses who want clear explanations and regular practice."
              components={[<strong key="0" />]}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Self-learners</0> picking up a new subject, skill or language at their own pace."
              components={[<strong key="0" />]}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="<0>Educators</0>, schools and coaching centres who want to give their learners a safe study tool and save time creating quizzes and plans."
              components={[<strong key="0" />]}
            />
          </li>
        </ul>
      </section>

      <section>
        <h2>{t('Open source and self-hostable')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="{productName} is free software, released under the GNU Affero General Public License, version 3 or later (AGPL-3.0-or-later). Anyone can read the code, improve it and share their changes. A school, college or company can host its own copy on its own server, keeping students' notes and questions in-house. This site is run by <0>{operatorName}</0>."
            values={{ productName, operatorName }}
            components={[<span key="0" data-untranslated />]}
          />
        </p>
      </section>

      <section>
        <h2>{t('Works without an AI key')}</h2>
        <p>
          {t(
            '{productName} ships with a built-in offline study engine. Out of the box it can run the tutor, quizzes, summaries, study plans and doubt solver without an account with any AI company and without sending your material off the server. Operators who want richer answers can connect a provider such as OpenAI, Anthropic, Google or a local Ollama model, but it is never required.',
            { productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Plans')}</h2>
        <p>
          {t(
            'The Free plan costs {free} and has every tool, uploads and the voice tutor included. Pro ({pro} a month) and Premium ({premium} a month) raise the daily limits and how much you can keep, and the Institution plan ({institution} a year) is made for schools and coaching centres.',
            { free: money(0), pro: money(599), premium: money(999), institution: money(4999) },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Get in touch')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="Questions, ideas or feedback? Visit our <0>Contact Us</0> page. We read every message."
            components={[<Link key="0" href="/contact" />]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
