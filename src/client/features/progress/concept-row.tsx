import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate } from '../../../shared/i18n/format';
import { conceptSourceHref, type LearnerConcept } from '../../../shared/learner';
import { useLanguage } from '../../i18n/language';
import { useMasteryLevelLabel } from '../../components/mastery-level';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ConceptEditButton } from './concept-edit-dialog';
import { sourceKindLabel } from './labels';

interface ConceptRowProps {
  concept: LearnerConcept;
  /** Builds a quiz on this concept and opens it. */
  onPractise: () => void;
  /** This row's quiz is being built. */
  practising: boolean;
  /** Some quiz is being built: one at a time. */
  busy: boolean;
  /** The concept the Today list pointed at (`/progress?practice=<id>`): shown and its Practise button focused. */
  chosen?: boolean;
}

/** One concept: its level in words, mastery as text and bar, where it came from, and practice. */
export function ConceptRow({ concept, onPractise, practising, busy, chosen = false }: ConceptRowProps) {
  const practiseButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('progress');
  const { language } = useLanguage();
  const levelLabel = useMasteryLevelLabel();
  useEffect(() => {
    if (!chosen) return;
    practiseButton.current?.scrollIntoView({ block: 'center' });
    practiseButton.current?.focus();
  }, [chosen]);
  const percent = Math.round(concept.mastery * 100);
  const level = levelLabel(concept.level);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between',
        chosen && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words" data-untranslated>
            {concept.name}
          </h3>
          <span className="text-sm">
            {level} · {t('{percent}% mastery', { percent })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('Mastery of {name}', { name: concept.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${level}`}
          className="h-2 w-full max-w-md overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('{count, plural, one {# piece} other {# pieces}} of evidence, last on {date}', {
            count: concept.evidenceCount,
            date: formatDate(concept.lastSeenAt, language),
          })}
        </p>
        {concept.sources.length > 0 && (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('From:')} </span>
            {concept.sources.map((source, i) => (
              <span key={`${source.kind}:${source.id}`}>
                {i > 0 && ', '}
                <Link href={conceptSourceHref(source)} className="text-primary underline underline-offset-4">
                  {sourceKindLabel(t, source.kind)}: {source.title ? <span data-untranslated>{source.title}</span> : t('Untitled')}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 self-start sm:self-center">
        <ConceptEditButton concept={concept} />
        <Button
          ref={practiseButton}
          variant="outline"
          aria-label={t('Practise {name}', { name: concept.name })}
          disabled={busy}
          onClick={onPractise}
        >
          {practising && <Spinner />} {t('Practise')}
        </Button>
      </div>
    </li>
  );
}
