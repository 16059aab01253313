import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { conceptSourceHref, type LearnerConcept } from '../../../shared/learner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ConceptEditButton } from './concept-edit-dialog';

const SOURCE_KIND: Record<LearnerConcept['sources'][number]['kind'], string> = {
  quiz: 'Quiz',
  card: 'Card',
  doubt: 'Doubt',
  'study-path': 'Study path',
  note: 'Note',
};

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
  useEffect(() => {
    if (!chosen) return;
    practiseButton.current?.scrollIntoView({ block: 'center' });
    practiseButton.current?.focus();
  }, [chosen]);
  const percent = Math.round(concept.mastery * 100);
  const evidence = `${concept.evidenceCount} ${concept.evidenceCount === 1 ? 'piece' : 'pieces'} of evidence`;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between',
        chosen && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words">{concept.name}</h3>
          <span className="text-sm">
            {concept.level} · {percent}% mastery
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Mastery of ${concept.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${concept.level}`}
          className="h-2 w-full max-w-md overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">
          {evidence}, last on {new Date(concept.lastSeenAt).toLocaleDateString()}
        </p>
        {concept.sources.length > 0 && (
          <p className="text-sm">
            <span className="text-muted-foreground">From: </span>
            {concept.sources.map((source, i) => (
              <span key={`${source.kind}:${source.id}`}>
                {i > 0 && ', '}
                <Link href={conceptSourceHref(source)} className="text-primary underline underline-offset-4">
                  {SOURCE_KIND[source.kind]}: {source.title || 'Untitled'}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 self-start sm:self-center">
        <ConceptEditButton concept={concept} />
        <Button ref={practiseButton} variant="outline" aria-label={`Practise ${concept.name}`} disabled={busy} onClick={onPractise}>
          {practising && <Spinner />} Practise
        </Button>
      </div>
    </li>
  );
}
