import { useState } from 'react';
import { CHAT_MESSAGES, CHAT_TEXTS, CONVERSATION_TITLE_MAX_CHARS, type Conversation } from '../../../shared/chat';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** 'Clear' asks first: every message of the conversation goes. */
export function ClearDialog({ open, onOpenChange, onConfirm }: ConfirmProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CHAT_TEXTS.clearTitle}</AlertDialogTitle>
          <AlertDialogDescription>{CHAT_TEXTS.clearDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{CHAT_TEXTS.clear}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DeleteDialog({
  conversation,
  onOpenChange,
  onConfirm,
}: Omit<ConfirmProps, 'open'> & { conversation: Conversation | null }) {
  return (
    <AlertDialog open={Boolean(conversation)} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this conversation?</AlertDialogTitle>
          <AlertDialogDescription>“{conversation?.title}” and all its messages are deleted. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface RenameProps {
  conversation: Conversation | null;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => void;
  pending: boolean;
}

function RenameForm({ conversation, onRename, pending }: Omit<RenameProps, 'onOpenChange'> & { conversation: Conversation }) {
  const [title, setTitle] = useState(conversation.title);
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
        <Label htmlFor="conversation-title">Title</Label>
        <Input
          id="conversation-title"
          value={title}
          maxLength={CONVERSATION_TITLE_MAX_CHARS}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={blank ? 'conversation-title-error' : undefined}
        />
        {blank && (
          <p id="conversation-title-error" className="text-sm text-destructive">
            {CHAT_MESSAGES.titleRequired}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={blank || pending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RenameDialog({ conversation, onOpenChange, onRename, pending }: RenameProps) {
  return (
    <Dialog open={Boolean(conversation)} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename conversation</DialogTitle>
          <DialogDescription>Give the conversation a title you will recognise.</DialogDescription>
        </DialogHeader>
        {conversation && <RenameForm key={conversation.id} conversation={conversation} onRename={onRename} pending={pending} />}
      </DialogContent>
    </Dialog>
  );
}
