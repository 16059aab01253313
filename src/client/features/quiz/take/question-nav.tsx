import type { QuizAnswer } from '../../../../shared/quiz';
import { cn } from '../../../lib/cn';
import { isAnswered } from './answers';

interface QuestionNavProps {
  answers: QuizAnswer[];
  current: number;
  onJump: (index: number) => void;
}

/** Numbered jump buttons: black for the current question, green when answered, grey otherwise. */
export function QuestionNav({ answers, current, onJump }: QuestionNavProps) {
  return (
    <nav aria-label="Questions" className="flex flex-wrap gap-2">
      {answers.map((answer, index) => {
        const answered = isAnswered(answer);
        const state = index === current ? 'current' : answered ? 'answered' : 'open';
        return (
          <button
            key={index}
            type="button"
            data-state={state}
            aria-current={index === current ? 'step' : undefined}
            aria-label={`Question ${index + 1}${answered ? ', answered' : ''}`}
            onClick={() => onJump(index)}
            className={cn(
              'flex size-9 items-center justify-center rounded-md text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              state === 'current' && 'bg-black text-white dark:bg-white dark:text-black',
              state === 'answered' && 'bg-green-700 text-white',
              state === 'open' && 'bg-muted text-muted-foreground hover:bg-accent',
            )}
          >
            {index + 1}
          </button>
        );
      })}
    </nav>
  );
}
