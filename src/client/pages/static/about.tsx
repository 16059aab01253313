import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { StaticPage } from '../../components/layout/static-page';

const { productName, operatorName } = SITE_INFO;

export default function AboutPage() {
  return (
    <StaticPage
      title="About Studium"
      intro={
        <p>
          {productName} is an open-source AI study companion that helps you understand a topic, practise it and plan your time, all in one
          place.
        </p>
      }
    >
      <section>
        <h2>Why Studium exists</h2>
        <p>
          Good tutoring changes how students learn, but a personal tutor is out of reach for most families, and studying alone often means
          switching between notes, videos, question banks and calendars. {productName} brings the essentials together: an AI tutor you can
          ask anything, quizzes that score your answers and explain your mistakes, summaries of long chapters, study plans with dated
          schedules, rich-text notes, a doubt solver that works step by step, guided study paths, and a Want To Learn assistant that accepts
          text, PDFs, images and voice, with a voice tutor that reads explanations aloud.
        </p>
      </section>

      <section>
        <h2>Our Mission</h2>
        <p>
          To give every student a patient, always-available study partner at a price an Indian family can afford, starting at ₹0. We want
          learners to understand concepts rather than memorise answers, and to walk into every exam with a plan they have actually followed.
        </p>
      </section>

      <section>
        <h2>Our Vision</h2>
        <p>
          A world where the quality of help a student gets does not depend on their city, their school or their family's income. We see
          schools, coaching centres and communities running their own {productName}, shaped to their syllabus and language, with their
          students' data staying under their own control.
        </p>
      </section>

      <section>
        <h2>Who it is for</h2>
        <ul>
          <li>
            <strong>Students</strong> preparing for school boards, entrance exams or university courses who want clear explanations and
            regular practice.
          </li>
          <li>
            <strong>Self-learners</strong> picking up a new subject, skill or language at their own pace.
          </li>
          <li>
            <strong>Educators</strong>, schools and coaching centres who want to give their learners a safe study tool and save time
            creating quizzes and plans.
          </li>
        </ul>
      </section>

      <section>
        <h2>Open source and self-hostable</h2>
        <p>
          {productName} is free software, released under the GNU Affero General Public License, version 3 or later (AGPL-3.0-or-later).
          Anyone can read the code, improve it and share their changes. A school, college or company can host its own copy on its own
          server, keeping students' notes and questions in-house. This site is run by {operatorName}.
        </p>
      </section>

      <section>
        <h2>Works without an AI key</h2>
        <p>
          {productName} ships with a built-in offline study engine. Out of the box it can run the tutor, quizzes, summaries, study plans and
          doubt solver without an account with any AI company and without sending your material off the server. Operators who want richer
          answers can connect a provider such as OpenAI, Anthropic, Google or a local Ollama model, but it is never required.
        </p>
      </section>

      <section>
        <h2>Plans</h2>
        <p>
          The Free plan costs ₹0 and has every tool, uploads and the voice tutor included. Pro (₹599 a month) and Premium (₹999 a month)
          raise the daily limits and how much you can keep, and the Institution plan (₹4,999 a year) is made for schools and coaching
          centres.
        </p>
      </section>

      <section>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas or feedback? Visit our <Link href="/contact">Contact Us</Link> page. We read every message.
        </p>
      </section>
    </StaticPage>
  );
}
