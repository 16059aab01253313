import { PackageOpen } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANKI_MESSAGES, APKG_MAX_BYTES, type ApkgImportResult } from '../../../../shared/anki';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessage } from '../../../i18n/use-message';
import { errorMessage } from '../../../lib/api';
import { useImportApkg } from '../api/anki';

/** Import an Anki package (.apkg or .colpkg) as a deck; the report says how many cards came in and what was left out. */
export function ApkgImport({ onImported }: { onImported: (deckId: string) => void }) {
  const id = useId();
  const importApkg = useImportApkg();
  const [report, setReport] = useState<ApkgImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('flashcards');
  const message = useMessage();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReport(null);
    setError(null);
    if (!/\.(apkg|colpkg)$/i.test(file.name)) return setError(message(ANKI_MESSAGES.wrongType));
    if (file.size > APKG_MAX_BYTES) return setError(message(ANKI_MESSAGES.tooLarge));
    importApkg.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        onImported(result.deckId);
      },
      onError: (cause) => setError(errorMessage(cause, t('Import failed.'))),
    });
  };

  return (
    <>
      <input id={id} type="file" accept=".apkg,.colpkg" className="peer sr-only" onChange={choose} />
      <label
        htmlFor={id}
        className={buttonVariants({
          size: 'sm',
          variant: 'ghost',
          className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
        })}
      >
        {importApkg.isPending ? <Spinner /> : <PackageOpen aria-hidden />} {t('Import Anki package')}
      </label>
      <div role="status" className="basis-full text-sm">
        {error && <p className="text-destructive">{error}</p>}
        {report && (
          <div>
            <p>{t('{count, plural, one {# card} other {# cards}} imported from the Anki package.', { count: report.imported })}</p>
            {report.skipped.length > 0 && (
              <ul className="list-disc pl-5 text-muted-foreground">
                {report.skipped.map((item) => (
                  <li key={item.reason}>{t('Left out: {reason} ({count, number})', { reason: t(item.reason), count: item.count })}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </>
  );
}
