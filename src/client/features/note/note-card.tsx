import { useTranslation } from 'react-i18next';
import { formatPlanDay } from '../../lib/plan-date';
import { useLanguage } from '../../i18n/language';
import { BookOpen, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { memo, type MouseEvent, type ReactElement } from 'react';
import { type Note, NOTE_LIMITS, type NotePreview } from '../../../shared/note';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { MakeFlashcards } from '../../components/make-flashcards';
import { notePreview } from './filter-notes';

interface NoteCardProps<T extends Note | NotePreview> {
  note: T;
  selected: boolean;
  onToggle: (id: string) => void;
  onEdit: (note: T) => void;
  onDelete: (note: T) => void;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One note in the grid. Memoised, with stable callbacks from the page, so a keystroke in the search
 * box re-renders only the cards that appear or disappear; off-screen cards skip layout and paint.
 */
export const NoteCard = memo(function NoteCard<T extends Note | NotePreview>({
  note,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: NoteCardProps<T>) {
  const titleId = `note-title-${note.id}`;
  const { t } = useTranslation('notes');
  const { language } = useLanguage();
  const extraTags = note.tags.length - NOTE_LIMITS.tagsOnCard;
  return (
    <li className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto]">
      <article
        aria-labelledby={titleId}
        data-testid="note-card"
        data-selected={selected}
        onClick={() => onToggle(note.id)}
        className={cn(
          'flex h-full cursor-pointer flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/50',
          // An inset ring: the list item's paint containment (content-visibility) would clip an outer one.
          selected && 'border-primary bg-secondary/40 ring-1 ring-inset ring-primary',
        )}
      >
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(note.id)}
            onClick={stop}
            aria-label={t('Select {title}', { title: note.title })}
            className="mt-1 size-4 shrink-0 cursor-pointer accent-primary"
          />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="break-words font-semibold leading-tight">
              {note.title}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <Badge variant="outline" data-testid="note-subject">
                {note.subject}
              </Badge>
              <time dateTime={note.createdAt}>{formatPlanDay(note.createdAt, language)}</time>
            </p>
          </div>
          <div className="-mr-2 -mt-2 flex shrink-0">
            {/* Clicks inside its dialog reach the card through React's tree too: none of them selects the note. */}
            <div className="contents" onClick={stop}>
              <MakeFlashcards request={{ noteId: note.id }} source={{ kind: 'note', id: note.id }} title={note.title} size="icon" />
            </div>
            <Button asChild variant="ghost" size="icon">
              <Link href={`/notes/${note.id}`} aria-label={t('Read {title}', { title: note.title })} onClick={stop}>
                <BookOpen />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Edit {title}', { title: note.title })}
              onClick={(event) => {
                stop(event);
                onEdit(note);
              }}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Delete {title}', { title: note.title })}
              onClick={(event) => {
                stop(event);
                onDelete(note);
              }}
            >
              <Trash2 />
            </Button>
          </div>
        </div>
        <p className="line-clamp-4 break-words text-sm text-muted-foreground" data-testid="note-preview">
          {'preview' in note ? note.preview : notePreview(note)}
        </p>
        {note.tags.length > 0 ? (
          <ul aria-label={t('Tags')} className="mt-auto flex flex-wrap gap-1.5">
            {note.tags.slice(0, NOTE_LIMITS.tagsOnCard).map((tag, index) => (
              <li key={`${index}:${tag}`}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
            {extraTags > 0 ? (
              <li>
                <Badge variant="outline">{t('+{count, number} more', { count: extraTags })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </article>
    </li>
  );
}) as <T extends Note | NotePreview>(props: NoteCardProps<T>) => ReactElement;
