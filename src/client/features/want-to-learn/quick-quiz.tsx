import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionNumber } from '../../../shared/quiz';
import type { AnalysisResult } from '../../../shared/want-to-learn';
import { Markdown } from '../../components/markdown/markdown';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

type Question = NonNullable<AnalysisResult['quiz']>['questions'][number];

/** A, B, C… for option 0, 1, 2… */
export const letter = (index: number) => String.fromCharCode(65 + index);

/** An option's box: green when it is the right one shown, red when it was picked wrongly. */
const optionTone = (showCorrect: boolean, wrongPick: boolean) =>
  cn(
    'flex w-full items-start gap-2 rounded-md border px-3 py-2 text-sm',
    showCorrect && 'border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
    wrongPick && 'border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  );

function QuestionItem({ question, index, trying }: { question: Question; index: number; trying: boolean }) {
  const [picked, setPicked] = useState<number | null>(null);
  const { t } = useTranslation('want-to-learn');
  const revealed = !trying || picked !== null;
  const promptId = `quick-quiz-q${index}`;
  return (
    <li className="space-y-2">
      <div id={promptId} className="flex gap-2 font-medium" data-untranslated>
        <span>{questionNumber(index)}.</span>
        <Markdown className="min-w-0 flex-1">{question.question}</Markdown>
      </div>
      <ul aria-labelledby={promptId} className="space-y-1.5">
        {question.options.map((option, optionIndex) => {
          const correct = optionIndex === question.correct;
          const wrongPick = trying && picked === optionIndex && !correct;
          const showCorrect = revealed && correct;
          const body = (
            <>
              <span className="font-semibold">{letter(optionIndex)}.</span>
              <Markdown className="min-w-0 flex-1 text-left">{option}</Markdown>
              {showCorrect && <Check className="size-4 shrink-0" aria-label={t('Correct answer')} />}
              {wrongPick && <X className="size-4 shrink-0" aria-label={t('Your answer, incorrect')} />}
            </>
          );
          const tone = optionTone(showCorrect, wrongPick);
          return (
            <li key={optionIndex} data-correct={showCorrect || undefined} data-untranslated>
              {trying && picked === null ? (
                <button
                  type="button"
                  className={cn(tone, 'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
                  onClick={() => setPicked(optionIndex)}
                >
                  {body}
                </button>
              ) : (
                <div className={tone}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {trying && picked !== null && (
        <p role="status" className="text-sm font-medium">
          {picked === question.correct ? t('Correct!') : t('Not quite: the answer is {letter}.', { letter: letter(question.correct) })}
        </p>
      )}
    </li>
  );
}

/**
 * 'Quick Quiz': numbered questions, options lettered A, B, C…, the right one in green (spec §2.7).
 * 'Try it' hides the answers until the student picks one per question.
 */
export function QuickQuiz({ questions }: { questions: Question[] }) {
  const [trying, setTrying] = useState(false);
  // A new key per mode: picks made in one round of Try it are cleared for the next.
  const [round, setRound] = useState(0);
  const { t } = useTranslation('want-to-learn');
  return (
    <section aria-labelledby="quick-quiz-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="quick-quiz-title" className="text-base font-semibold">
          {t('Quick Quiz')}
        </h3>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={trying}
          onClick={() => {
            setTrying((value) => !value);
            setRound((value) => value + 1);
          }}
        >
          {trying ? t('Show answers') : t('Try it')}
        </Button>
      </div>
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <QuestionItem key={`${round}-${index}`} question={question} index={index} trying={trying} />
        ))}
      </ol>
    </section>
  );
}
