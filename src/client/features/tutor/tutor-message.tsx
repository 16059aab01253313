import { Bot, NotebookPen, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TUTOR_TEXTS, type TutorRole } from '../../../shared/tutor';
import type { NoteCitation } from '../../../shared/citation';
import { Markdown } from '../../components/markdown/markdown';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

interface TutorMessageProps {
  role: TutorRole;
  content: string;
  citations?: NoteCitation[];
  /** The reply is still being written: a spinner until its first words arrive. */
  streaming?: boolean;
}

/** The notes a reply drew on, each a link to /notes. */
function Citations({ citations }: { citations: NoteCitation[] }) {
  const { t } = useTranslation('tutor');
  return (
    <div className="mt-3 border-t pt-2">
      <p className="text-xs font-semibold text-muted-foreground">{t(TUTOR_TEXTS.citationsTitle)}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {citations.map((citation) => (
          <li key={citation.id}>
            <Link href="/notes" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
              <NotebookPen aria-hidden className="size-3.5" />
              <span data-untranslated>{citation.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One message: the student's on the right, the tutor's (labelled 'Tutor') on the left in Markdown with math. */
export function TutorMessageItem({ role, content, citations = [], streaming = false }: TutorMessageProps) {
  const mine = role === 'user';
  const Icon = mine ? User : Bot;
  const { t } = useTranslation('tutor');
  return (
    <li className={cn('flex gap-2', mine ? 'flex-row-reverse' : 'flex-row')} data-role={role}>
      <span aria-hidden className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-2xl px-4 py-2.5',
          mine ? 'bg-primary text-primary-foreground' : 'border bg-card text-card-foreground',
        )}
      >
        <p className={cn('mb-1 text-xs font-semibold', mine ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
          {mine ? t(TUTOR_TEXTS.userLabel) : t(TUTOR_TEXTS.tutorLabel)}
        </p>
        {mine ? (
          <p className="whitespace-pre-wrap break-words text-sm" data-untranslated>
            {content}
          </p>
        ) : streaming && !content ? (
          <Spinner className="size-4 text-primary" />
        ) : (
          <div data-untranslated>
            <Markdown className="text-sm">{content}</Markdown>
          </div>
        )}
        {!mine && citations.length > 0 && <Citations citations={citations} />}
      </div>
    </li>
  );
}
