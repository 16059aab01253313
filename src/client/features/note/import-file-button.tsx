import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { acceptAttribute, uploadProblem } from '../../../shared/upload';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useUploadNote } from './api/upload-note';
import { NOTES_PAGE_TEXTS } from './notes-texts';

/** 'Import File': a text, Markdown, CSV, PDF or Word file becomes a note (POST /api/notes/upload). */
export function ImportFileButton() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadNote();
  const { t } = useTranslation('notes');
  const message = useMessage();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file, true);
    if (problem) {
      toast({ title: t(NOTES_PAGE_TEXTS.importFailedTitle), description: message(problem), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      // A notice (PDF pages without readable text) follows the confirmation, so the user knows what is missing.
      onSuccess: (note) =>
        toast({
          title: t(NOTES_PAGE_TEXTS.importedTitle),
          description: [t('"{title}" was added to your notes.', { title: note.title }), note.notice].filter(Boolean).join(' '),
        }),
      onError: (error) =>
        toast({
          title: t(NOTES_PAGE_TEXTS.importFailedTitle),
          description: errorMessage(error, t(NOTES_PAGE_TEXTS.importFailed)),
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <input ref={input} type="file" accept={acceptAttribute(true)} onChange={onFile} className="hidden" data-testid="import-file-input" />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
        {upload.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
        {upload.isPending ? t('Importing...') : t('Import File')}
      </Button>
    </>
  );
}
