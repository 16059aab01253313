import { Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLASHCARD_MESSAGES, IMPORT_MAX_CHARS } from '../../../../shared/flashcards';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useMessage } from '../../../i18n/use-message';
import { errorMessage } from '../../../lib/api';
import { buttonVariants } from '../../../components/ui/button';
import { useImportCards } from '../api/cards';

/** Import a tab-separated front/back file (plain, or one Anki exported) into the deck. */
export function ImportButton({ deckId }: { deckId: string }) {
  const id = useId();
  const importCards = useImportCards();
  const { t } = useTranslation('flashcards');
  const message = useMessage();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.(txt|tsv)$/i.test(file.name)) {
      toast({ title: t('Import failed'), description: message(FLASHCARD_MESSAGES.importType), variant: 'destructive' });
      return;
    }
    const content = await file.text();
    if (content.length > IMPORT_MAX_CHARS) {
      toast({ title: t('Import failed'), description: message(FLASHCARD_MESSAGES.importTooBig), variant: 'destructive' });
      return;
    }
    importCards.mutate(
      { deckId, content },
      {
        onSuccess: ({ imported, skipped }) =>
          toast({
            title: t('Cards imported'),
            description: skipped
              ? t('{imported, number} imported, {skipped, number} lines skipped.', { imported, skipped })
              : t('{imported, number} imported.', { imported }),
          }),
        onError: (cause) =>
          toast({ title: t('Import failed'), description: errorMessage(cause, t('Import failed.')), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <input id={id} type="file" accept=".txt,.tsv,text/plain,text/tab-separated-values" className="peer sr-only" onChange={choose} />
      <label
        htmlFor={id}
        className={buttonVariants({
          size: 'sm',
          variant: 'ghost',
          className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
        })}
      >
        {importCards.isPending ? <Spinner /> : <Upload aria-hidden />} {t('Import tab-separated file')}
      </label>
    </>
  );
}
