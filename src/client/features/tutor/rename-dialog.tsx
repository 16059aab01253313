import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTOR_MESSAGES, CONVERSATION_TITLE_MAX_CHARS, type Conversation } from '../../../shared/tutor';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useMessage } from '../../i18n/use-message';
import { conversationTitle } from './tutor-texts';

interface RenameProps {
  conversation: Conversation | null;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => void;
  pending: boolean;
}

function RenameForm({ conversation, onRename, pending }: Omit<RenameProps, 'onOpenChange'> & { conversation: Conversation }) {
  const { t } = useTranslation('tutor');
  const message = useMessage();
  const [title, setTitle] = useState(() => conversationTitle(t, conversation.title));
  const blank = !title.trim();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onRename(title.trim());
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="conversation-title">{t('Title')}</Label>
        <Input
          id="conversation-title"
          value={title}
          maxLength={CONVERSATION_TITLE_MAX_CHARS}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={blank ? 'conversation-title-error' : undefined}
        />
        {blank && (
          <p id="conversation-title-error" className="text-sm text-destructive">
            {message(TUTOR_MESSAGES.titleRequired)}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={blank || pending}>
          {t('Save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RenameDialog({ conversation, onOpenChange, onRename, pending }: RenameProps) {
  const { t } = useTranslation('tutor');
  return (
    <Dialog open={Boolean(conversation)} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Rename conversation')}</DialogTitle>
          <DialogDescription>{t('Give the conversation a title you will recognise.')}</DialogDescription>
        </DialogHeader>
        {conversation && <RenameForm key={conversation.id} conversation={conversation} onRename={onRename} pending={pending} />}
      </DialogContent>
    </Dialog>
  );
}
