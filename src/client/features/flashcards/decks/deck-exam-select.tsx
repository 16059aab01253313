import { useTranslation } from 'react-i18next';
import { type Deck } from '../../../../shared/flashcards';
import { formatDay } from '../../../../shared/i18n/format';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api';
import { usePlannerExams, useTieDeckExam } from '../api/decks';
import { FIELD_CLASS } from '../field-class';

const NO_EXAM = '';

/** Ties the deck to one of the student's exams (their planners): its reviews are then planned for that day. */
export function DeckExamSelect({ deck }: { deck: Deck }) {
  const planners = usePlannerExams();
  const tie = useTieDeckExam();
  const id = `deck-exam-${deck.id}`;
  const { t } = useTranslation('flashcards');
  const { language } = useLanguage();
  const examDay = (day: string) => formatDay(day, language);
  const choose = (value: string) =>
    tie.mutate(
      { id: deck.id, plannerId: value === NO_EXAM ? null : value },
      {
        onError: (cause) =>
          toast({ title: t('Error'), description: errorMessage(cause, t('Something went wrong.')), variant: 'destructive' }),
      },
    );
  // The tied planner stays listed while the list is loading or holds it on a later page.
  const listed = planners.data ?? [];
  const tiedMissing = deck.plannerId && deck.examDate && !listed.some((planner) => planner.id === deck.plannerId);

  return (
    <div className="w-full space-y-1 sm:w-auto">
      <Label htmlFor={id}>{t('Exam')}</Label>
      <select
        id={id}
        className={`${FIELD_CLASS} sm:w-72`}
        value={deck.plannerId ?? NO_EXAM}
        disabled={tie.isPending}
        aria-describedby={`${id}-status`}
        onChange={(event) => choose(event.target.value)}
      >
        <option value={NO_EXAM}>{t('No exam')}</option>
        {tiedMissing && <option value={deck.plannerId!}>{t('Exam on {date}', { date: examDay(deck.examDate!) })}</option>}
        {listed.map((planner) => (
          <option key={planner.id} value={planner.id} data-untranslated>
            {planner.subject} — {examDay(planner.examDate)}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} className="text-xs text-muted-foreground" aria-live="polite">
        {deck.examDate
          ? t('Scheduled for your exam on {date}', { date: examDay(deck.examDate) })
          : planners.data && listed.length === 0
            ? t('Make a plan in the exam planner to tie this deck to its exam.')
            : t('Reviews follow the usual spacing.')}
      </p>
    </div>
  );
}
