import { FileText, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_FILE_ACCEPT, QUIZ_FILE_EXTENSIONS, QUIZ_TEXT } from '../../../../shared/quiz';
import { extensionOf, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../../shared/upload';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useMessage } from '../../../i18n/use-message';

function fileProblem(file: File, message: (text: string) => string): string | undefined {
  if (!(QUIZ_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return message(QUIZ_TEXT.fileType);
  if (file.size > MAX_UPLOAD_BYTES) return message(UPLOAD_MESSAGES.tooLarge);
  return undefined;
}

interface QuizFileFieldProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Upload File: a .txt or .pdf, its name shown with a remove control; choosing and removing are confirmed by toasts. */
export function QuizFileField({ id, file, onChange }: QuizFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('quiz');
  const message = useMessage();

  function pick(chosen: File | undefined) {
    if (!chosen) return;
    const problem = fileProblem(chosen, message);
    if (problem) {
      toast({ title: t('Error'), description: problem, variant: 'destructive' });
      if (input.current) input.current.value = '';
      return;
    }
    onChange(chosen);
    toast({ title: t('File Selected'), description: chosen.name });
  }

  function remove() {
    onChange(null);
    if (input.current) input.current.value = '';
    toast({ title: t('File Removed'), description: t('The file will not be used.') });
    input.current?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('Upload File')}</Label>
      {file && (
        <div className="flex items-center gap-2 rounded-md border p-2 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate" data-testid="chosen-file" data-untranslated>
            {file.name}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={remove} aria-label={t('Remove file {name}', { name: file.name })}>
            <X aria-hidden />
          </Button>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={QUIZ_FILE_ACCEPT}
        className={file ? 'sr-only' : 'text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5'}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <p className="text-xs text-muted-foreground">{t('.txt or .pdf, up to 10 MB.')}</p>
    </div>
  );
}
