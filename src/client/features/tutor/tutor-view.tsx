import { Eraser } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTOR_TEXTS, type Conversation } from '../../../shared/tutor';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useConversations } from './api/get-conversations';
import { messagesInOrder, useMessages } from './api/get-messages';
import { pagedItems } from '../../lib/paged-list';
import { ShowMore } from '../../components/show-more';
import { useClearConversation, useCreateConversation, useDeleteConversation, useRenameConversation } from './api/manage-conversations';
import { reportTutorFailure } from './tutor-feedback';
import { TutorLimitBox } from './tutor-limit-box';
import { TutorMessageItem } from './tutor-message';
import { RenameDialog } from './rename-dialog';
import { ConversationList } from './conversation-list';
import { MessageInput } from './message-input';
import { useTutorReply } from './use-tutor-reply';
import { conversationTitle } from './tutor-texts';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** The dashboard's AI Tutor section (/dashboard/ai-tutor, /dashboard/chat). */
export default function TutorView() {
  const conversations = useConversations();
  const { t } = useTranslation('tutor');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The chosen conversation while it exists, else the newest one.
  const list = pagedItems(conversations.data) ?? undefined;
  const selectedId = list?.some((c) => c.id === chosenId) ? chosenId : (list?.[0]?.id ?? null);
  const selected = list?.find((c) => c.id === selectedId);
  const messages = useMessages(selectedId);
  const create = useCreateConversation();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const clear = useClearConversation();
  const [draft, setDraft] = useState('');
  const [limitReached, setLimitReached] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const reply = useTutorReply({
    onFailure: (error, turn) => {
      if (reportTutorFailure(error, t) === 'limit') setLimitReached(true);
      setDraft((current) => current || turn.content);
    },
  });
  const boxRef = useRef<HTMLDivElement>(null);

  useDocumentTitle(pageTitle(t('AI Tutor')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const pending = reply.pending?.conversationId === selectedId ? reply.pending : null;
  const shown = messagesInOrder(messages.data) ?? [];
  const newestId = shown.at(-1)?.id;

  // The newest message stays in view as messages arrive and the reply grows; earlier messages read
  // with "Show earlier messages" change no newest message, so the view stays where the student is.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId, pending, reply.text, selectedId]);

  const send = async () => {
    const content = draft.trim();
    if (!content || reply.streaming || create.isPending) return;
    setLimitReached(false);
    let id = selectedId;
    if (!id) {
      try {
        id = (await create.mutateAsync()).id;
      } catch (error) {
        reportTutorFailure(error, t);
        return;
      }
      setChosenId(id);
    }
    setDraft('');
    await reply.send(id, content);
  };

  const choose = (id: string) => {
    if (id === selectedId) return;
    // Another conversation: the reply being written stops (and is kept as far as it got).
    if (reply.streaming) reply.stop();
    setChosenId(id);
    setLimitReached(false);
  };

  const startNew = () => {
    if (reply.streaming) reply.stop();
    create.mutate(undefined, { onSuccess: (created) => setChosenId(created.id), onError: (error) => reportTutorFailure(error, t) });
  };

  const empty = shown.length === 0 && !pending;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('AI Tutor')}</h1>
        <p className="mt-1 text-muted-foreground">
          {t('Ask anything: the tutor looks in your notes first and tells you which ones it used.')}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ConversationList
          conversations={list}
          error={conversations.error}
          selectedId={selectedId}
          onSelect={choose}
          onNew={startNew}
          onRename={setRenaming}
          onDelete={setDeleting}
          creating={create.isPending}
          more={conversations}
        />
        <section aria-label={t('Chat')} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="truncate font-semibold" data-untranslated>
              {selected ? conversationTitle(t, selected.title) : t(TUTOR_TEXTS.newChat)}
            </h2>
            <Button variant="outline" size="sm" onClick={() => setConfirmClear(true)} disabled={!selectedId || empty || reply.streaming}>
              <Eraser aria-hidden />
              {t(TUTOR_TEXTS.clear)}
            </Button>
          </div>
          <div
            ref={boxRef}
            tabIndex={0}
            role="log"
            aria-label={t('Messages')}
            data-testid="chat-messages"
            className="h-[26rem] overflow-y-auto rounded-lg bg-muted/30 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-[30rem]"
          >
            {messages.isLoading ? (
              <div role="status" className="flex h-full items-center justify-center" aria-label={t('Loading messages')}>
                <Spinner className="size-6 text-primary" />
              </div>
            ) : messages.error ? (
              <p role="alert" className="p-4 text-sm text-destructive">
                {t('The messages could not be loaded.')}
              </p>
            ) : empty ? (
              <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center">
                <p className="font-medium">{t(TUTOR_TEXTS.greeting)}</p>
              </div>
            ) : (
              <ul className="flex flex-col gap-4">
                {messages.hasNextPage && (
                  <li className="-mt-3">
                    <ShowMore {...messages} label={t(TUTOR_TEXTS.showEarlier)} />
                  </li>
                )}
                {shown.map((message) => (
                  <TutorMessageItem key={message.id} role={message.role} content={message.content} citations={message.citations} />
                ))}
                {pending && (
                  <>
                    <TutorMessageItem role="user" content={pending.content} />
                    <TutorMessageItem role="assistant" content={reply.text} streaming={reply.streaming} />
                  </>
                )}
              </ul>
            )}
          </div>
          {limitReached && <TutorLimitBox />}
          <MessageInput
            value={draft}
            onChange={setDraft}
            onSend={() => void send()}
            onStop={reply.stop}
            streaming={reply.streaming}
            pending={create.isPending}
          />
        </section>
      </div>
      {/* 'Clear' asks first: every message of the conversation goes. */}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t(TUTOR_TEXTS.clearTitle)}
        description={t(TUTOR_TEXTS.clearDescription)}
        confirmLabel={t(TUTOR_TEXTS.clear)}
        onConfirm={() => selectedId && clear.mutate(selectedId, { onError: (error) => reportTutorFailure(error, t) })}
      />
      <RenameDialog
        conversation={renaming}
        pending={rename.isPending}
        onOpenChange={(open) => !open && setRenaming(null)}
        onRename={(title) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, title },
            { onSuccess: () => setRenaming(null), onError: (error) => reportTutorFailure(error, t) },
          )
        }
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete this conversation?')}
        description={t('“{title}” and all its messages are deleted. This cannot be undone.', {
          title: deleting ? conversationTitle(t, deleting.title) : '',
        })}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (error) => reportTutorFailure(error, t) })
        }
      />
    </div>
  );
}
