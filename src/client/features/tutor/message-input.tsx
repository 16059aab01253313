import { Send, Square } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTOR_MESSAGE_MAX_CHARS, TUTOR_TEXTS } from '../../../shared/tutor';
import { Button } from '../../components/ui/button';

interface MessageInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** A reply is being written: Stop instead of Send, and nothing else is sent. */
  streaming: boolean;
  /** Creating the conversation or waiting for the stream to open. */
  pending: boolean;
}

/** Enter sends, Shift+Enter starts a new line (spec 2.4); a blank message is never sent (spec 5). */
export function MessageInput({ value, onChange, onSend, onStop, streaming, pending }: MessageInputProps) {
  const canSend = value.trim().length > 0 && !streaming && !pending;
  const { t } = useTranslation('tutor');
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {t('Message to the tutor')}
      </label>
      <textarea
        id="chat-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={TUTOR_MESSAGE_MAX_CHARS}
        placeholder={t('Ask your tutor anything…')}
        aria-describedby="chat-input-hint"
        className="min-h-[2.75rem] min-w-0 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {/* Keyed apart: reusing one <button> would turn Stop into a submit button mid-click and send the draft. */}
      {streaming ? (
        <Button key="stop" type="button" variant="outline" onClick={onStop}>
          <Square aria-hidden />
          {t(TUTOR_TEXTS.stop)}
        </Button>
      ) : (
        <Button key="send" type="submit" disabled={!canSend}>
          <Send aria-hidden />
          {t(TUTOR_TEXTS.send)}
        </Button>
      )}
      <p id="chat-input-hint" className="w-full text-xs text-muted-foreground">
        {t('Enter sends · Shift+Enter starts a new line')}
      </p>
    </form>
  );
}
