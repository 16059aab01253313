import { useTranslation } from 'react-i18next';
import { GRADES, GRADE_LABELS, type DueCard, type Grade } from '../../../../shared/flashcards';
import { Button } from '../../../components/ui/button';
import { intervalText } from '../texts';

const TONES: Record<Grade, string> = {
  1: 'border-red-300 hover:bg-red-50 dark:border-red-800 dark:hover:bg-red-950',
  2: 'border-amber-300 hover:bg-amber-50 dark:border-amber-800 dark:hover:bg-amber-950',
  3: 'border-green-300 hover:bg-green-50 dark:border-green-800 dark:hover:bg-green-950',
  4: 'border-sky-300 hover:bg-sky-50 dark:border-sky-800 dark:hover:bg-sky-950',
};

/** Again / Hard / Good / Easy (keys 1–4), each with when the card would come back. */
export function GradeButtons({ card, onGrade }: { card: DueCard; onGrade: (grade: Grade) => void }) {
  const { t } = useTranslation('flashcards');
  return (
    <div role="group" aria-label={t('How well did you remember?')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {GRADES.map((grade) => (
        <Button
          key={grade}
          variant="outline"
          className={`h-auto flex-col gap-0.5 py-2 ${TONES[grade]}`}
          onClick={() => onGrade(grade)}
          aria-keyshortcuts={String(grade)}
        >
          <span className="font-semibold">{t(GRADE_LABELS[grade])}</span>
          <span className="text-xs text-muted-foreground">
            {intervalText(t, card.intervals[`${grade}`])} · {t('key {grade}', { grade })}
          </span>
        </Button>
      ))}
    </div>
  );
}
