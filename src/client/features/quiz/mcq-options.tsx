import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown/markdown';
import { cn } from '../../lib/cn';

interface McqOptionsProps {
  /** Unique per question on the page: the radios' group name. */
  name: string;
  options: string[];
  value: number | null;
  onChange: (index: number) => void;
  /** After grading: the right option is marked green, a wrong choice red, and the radios are read-only. */
  correctIndex?: number;
  disabled?: boolean;
  labelledBy: string;
}

/** Native radios (arrow keys move between them), each option rendered as Markdown with math. */
export function McqOptions({ name, options, value, onChange, correctIndex, disabled, labelledBy }: McqOptionsProps) {
  const graded = correctIndex !== undefined;
  const { t } = useTranslation('quiz');
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {options.map((option, index) => {
        const chosen = value === index;
        const right = graded && index === correctIndex;
        const wrong = graded && chosen && index !== correctIndex;
        return (
          <label
            key={index}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              chosen && !graded && 'border-primary bg-accent',
              right && 'border-green-700 bg-green-50 dark:bg-green-950',
              wrong && 'border-red-700 bg-red-50 dark:bg-red-950',
              (disabled || graded) && 'cursor-default',
            )}
          >
            <input
              type="radio"
              name={name}
              className="mt-1 size-4 accent-primary"
              checked={chosen}
              disabled={disabled || graded}
              onChange={() => onChange(index)}
            />
            <div className="min-w-0 flex-1" data-untranslated>
              <Markdown>{option}</Markdown>
            </div>
            {right && <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" aria-label={t('Correct answer')} />}
            {wrong && <X className="size-4 shrink-0 text-red-700 dark:text-red-400" aria-label={t('Your answer, incorrect')} />}
          </label>
        );
      })}
    </div>
  );
}
