import { useTranslation } from 'react-i18next';
import { type FormEvent, useId } from 'react';
import { NOTE_LIMITS } from '../../../shared/note';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LazyRichTextEditor } from './lazy-editor';
import type { NoteDraft } from './note-draft';

interface NoteFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  draft: NoteDraft;
  onDraftChange: (change: Partial<NoteDraft>) => void;
  onSubmit: () => void;
}

/** The create and edit dialogs: Title, Subject, Tags, Content, Cancel and submit. */
export function NoteFormDialog(props: NoteFormDialogProps) {
  const { open, onOpenChange, onCloseAutoFocus, title, description, submitLabel, pendingLabel, pending, draft, onDraftChange, onSubmit } =
    props;
  const id = useId();
  const { t } = useTranslation('notes');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>{t('Title')}</Label>
            <Input
              id={`${id}-title`}
              value={draft.title}
              maxLength={NOTE_LIMITS.titleMaxChars}
              onChange={(event) => onDraftChange({ title: event.target.value })}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-subject`}>{t('Subject')}</Label>
              <Input
                id={`${id}-subject`}
                value={draft.subject}
                maxLength={NOTE_LIMITS.subjectMaxChars}
                placeholder={t('e.g. Mathematics, History, Science')}
                onChange={(event) => onDraftChange({ subject: event.target.value })}
                autoComplete="off"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-tags`}>{t('Tags (comma-separated)')}</Label>
              <Input
                id={`${id}-tags`}
                value={draft.tags}
                placeholder={t('e.g. algebra, exam, chapter 3')}
                onChange={(event) => onDraftChange({ tags: event.target.value })}
                autoComplete="off"
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            {/* A contenteditable area is not labelable: the label names it through aria-labelledby. */}
            <Label id={`${id}-content-label`} onClick={() => document.getElementById(`${id}-content`)?.focus()}>
              {t('Content')}
            </Label>
            <LazyRichTextEditor
              id={`${id}-content`}
              labelledBy={`${id}-content-label`}
              initialHtml={draft.html}
              onChange={(html, text) => onDraftChange({ html, text })}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('Cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
