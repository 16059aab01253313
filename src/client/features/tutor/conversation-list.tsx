import { MessageSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../shared/tutor';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { type MorePages, ShowMore } from '../../components/show-more';
import { cn } from '../../lib/cn';
import { TUTOR_TEXTS } from '../../../shared/tutor';
import { conversationTitle } from './tutor-texts';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  error: Error | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
  creating: boolean;
  /** The list's later pages. */
  more: MorePages;
}

/** The student's conversations, newest first, with New Chat, rename and delete. */
export function ConversationList({
  conversations,
  error,
  selectedId,
  onSelect,
  onNew,
  onRename,
  onDelete,
  creating,
  more,
}: ConversationListProps) {
  const { t } = useTranslation('tutor');
  return (
    <nav aria-label={t('Conversations')} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-3">
      <Button onClick={onNew} disabled={creating} className="w-full">
        <Plus aria-hidden />
        {t(TUTOR_TEXTS.newChat)}
      </Button>
      {error ? (
        <p role="alert" className="px-1 text-sm text-destructive">
          {t('Your conversations could not be loaded.')}
        </p>
      ) : !conversations ? (
        <div role="status" className="flex justify-center py-4" aria-label={t('Loading conversations')}>
          <Spinner className="size-5 text-primary" />
        </div>
      ) : conversations.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t('No conversations yet.')}</p>
      ) : (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto lg:max-h-[26rem]">
          {conversations.map((conversation) => {
            const selected = conversation.id === selectedId;
            return (
              <li key={conversation.id} className={cn('group flex items-center gap-1 rounded-md', selected && 'bg-accent')}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={selected ? 'true' : undefined}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <MessageSquare aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate" data-untranslated>
                    {conversationTitle(t, conversation.title)}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('Rename {title}', { title: conversationTitle(t, conversation.title) })}
                  onClick={() => onRename(conversation)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('Delete {title}', { title: conversationTitle(t, conversation.title) })}
                  onClick={() => onDelete(conversation)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMore {...more} />
    </nav>
  );
}
