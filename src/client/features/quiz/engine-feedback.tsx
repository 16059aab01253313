import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown/markdown';
import { useLanguage } from '../../i18n/language';
import type { QuizT } from './quiz-texts';

// The grader's words (the offline engine and the plain multiple-choice verdicts write them in English,
// stored with the result): the fixed sentences are said again in the reader's language, and what
// comes from the material (an option, an explanation, the key ideas) stays as written, as content.

/** The overall feedback when no grader wrote any, by score band; any other text as it is. */
export function overallFeedbackText(t: QuizT, text: string): string {
  switch (text) {
    case 'Excellent work! You know this material well.':
      return t('Excellent work! You know this material well.');
    case 'Good effort. Review the questions you missed and try again.':
      return t('Good effort. Review the questions you missed and try again.');
    case 'Keep practising: reread the material, then retake the quiz.':
      return t('Keep practising: reread the material, then retake the quiz.');
    default:
      return text;
  }
}

type Part = { said: string } | { content: string };

/** A verdict's feedback as the screen's own words and the material's, when it is one of the grader's sentences. */
function feedbackParts(t: QuizT, text: string): Part[] | null {
  const whole: Record<string, string> = {
    'Correct!': t('Correct!'),
    'Not answered.': t('Not answered.'),
    'Answer recorded.': t('Answer recorded.'),
  };
  if (text in whole) return [{ said: whole[text]! }];
  // A question without an explanation of its own (a ready-made or imported one) explains "The answer is <option>.".
  let match = /^Incorrect\. The answer is ([\s\S]+)\. The answer is \1\.$/.exec(text);
  if (match) return [{ said: t('Incorrect. The answer is:') }, { content: match[1]! }];
  match = /^Incorrect\. The answer is ([\s\S]+)$/.exec(text);
  if (match) return [{ said: t('Incorrect. The answer is:') }, { content: match[1]! }];
  match = /^Correct: you covered the key ideas \(([\s\S]+)\)\.$/.exec(text);
  if (match) return [{ said: t('Correct: you covered the key ideas:') }, { content: match[1]! }];
  match = /^Partly right: you mentioned ([\s\S]+?), but left out ([\s\S]+?)\. Expected: ([\s\S]+)$/.exec(text);
  if (match) {
    return [
      { said: t('Partly right: you mentioned') },
      { content: match[1]! },
      { said: t('but left out') },
      { content: match[2]! },
      { said: t('Expected:') },
      { content: match[3]! },
    ];
  }
  match = /^Not quite\. Expected: ([\s\S]+)$/.exec(text);
  if (match) return [{ said: t('Not quite. Expected:') }, { content: match[1]! }];
  return null;
}

/** A question's feedback: in English as the grader wrote it, in another language its sentences translated. */
export function EngineFeedback({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('quiz');
  const { language } = useLanguage();
  const parts = language === 'en' ? null : feedbackParts(t, text);
  if (!parts) {
    return (
      <div className={className} data-untranslated>
        <Markdown>{text}</Markdown>
      </div>
    );
  }
  return (
    <div className={className}>
      {parts.map((part, index) =>
        'said' in part ? (
          <span key={index}>{index > 0 ? ` ${part.said} ` : `${part.said} `}</span>
        ) : (
          <div key={index} className="inline-block" data-untranslated>
            <Markdown>{part.content}</Markdown>
          </div>
        ),
      )}
    </div>
  );
}
