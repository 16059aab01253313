import { isAnswered, questionNumber, type QuizAnswer, type QuizQuestionView } from '../../../../shared/quiz';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

type NavState = 'current' | 'answered' | 'open';
const navState = (isCurrent: boolean, answered: boolean): NavState => (isCurrent ? 'current' : answered ? 'answered' : 'open');

interface QuestionNavProps {
  questions: Pick<QuizQuestionView, 'type' | 'options'>[];
  answers: QuizAnswer[];
  current: number;
  onJump: (index: number) => void;
}

/** Numbered jump buttons: black for the current question, green when answered, grey otherwise. */
export function QuestionNav({ questions, answers, current, onJump }: QuestionNavProps) {
  const { t } = useTranslation('quiz');
  return (
    <nav aria-label={t('Questions')} className="flex flex-wrap gap-2">
      {questions.map((question, index) => {
        const answered = isAnswered(answers[index], question);
        const state = navState(index === current, answered);
        return (
          <button
            key={index}
            type="button"
            data-state={state}
            aria-current={index === current ? 'step' : undefined}
            aria-label={
              answered
                ? t('Question {number, number}, answered', { number: questionNumber(index) })
                : t('Question {number, number}', { number: questionNumber(index) })
            }
            onClick={() => onJump(index)}
            className={cn(
              'flex size-9 items-center justify-center rounded-md text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              state === 'current' && 'bg-black text-white dark:bg-white dark:text-black',
              state === 'answered' && 'bg-green-700 text-white',
              state === 'open' && 'bg-muted text-muted-foreground hover:bg-accent',
            )}
          >
            {questionNumber(index)}
          </button>
        );
      })}
    </nav>
  );
}
