import type { TFunction } from 'i18next';
import { READY_QUIZ_LIMITS, type ReadyQuiz } from '../../../shared/want-to-learn';
import { inlineNoteHtml as inline, markdownToNoteHtml } from '../../lib/markdown-note-html';
import type { Analysis } from './use-analysis';

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const letter = (index: number) => String.fromCharCode(65 + index);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The note 'Save as Note' keeps: the explanation, the study plan and the quiz with its answers. */
export function analysisNote({ result, subject }: Analysis, t: TFunction<'want-to-learn'>): { title: string; content: string } {
  const parts = [`<h3>${inline(t('Explanation'))}</h3>${markdownToNoteHtml(result.explanation)}`];
  if (result.source)
    parts.push(`<p>${inline(t('Source:'))} ${inline(result.source.title || result.source.url)} (${escapeHtml(result.source.url)})</p>`);
  if (result.studyPlan) {
    const steps = result.studyPlan.steps.map((step) => `<li><p>${inline(step)}</p></li>`).join('');
    parts.push(`<h3>${inline(t('Study Plan'))}</h3><p>${inline(result.studyPlan.overview)}</p><ol>${steps}</ol>`);
  }
  if (result.quiz?.questions.length) {
    const questions = result.quiz.questions.map(({ question, options, correct }) => {
      const choices = options.map((option, i) => `<li><p>${letter(i)}. ${inline(option)}</p></li>`).join('');
      return `<li><p>${inline(question)}</p><ul>${choices}</ul><p><strong>${inline(t('Answer: {letter}', { letter: letter(correct) }))}</strong></p></li>`;
    });
    parts.push(`<h3>${inline(t('Quick Quiz'))}</h3><ol>${questions.join('')}</ol>`);
  }
  return { title: clip(subject || t('Want To Learn'), TITLE_MAX_CHARS), content: parts.join('') };
}

/** The quiz 'Save Quiz' keeps among the user's quizzes, titled by what was analysed. */
export function analysisQuiz({ result, subject }: Analysis): ReadyQuiz | undefined {
  if (!result.quiz?.questions.length) return undefined;
  return { title: clip(subject, READY_QUIZ_LIMITS.titleChars), questions: result.quiz.questions.slice(0, READY_QUIZ_LIMITS.questions) };
}
