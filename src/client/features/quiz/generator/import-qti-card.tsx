import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QTI_FILE_ACCEPT, QTI_MAX_UPLOAD_BYTES, QTI_TEXT } from '../../../../shared/qti';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMessage } from '../../../i18n/use-message';
import { errorMessage } from '../../../lib/api';
import { useImportQti } from '../api/import-qti';

/** Import QTI: a package (.zip) or single item (.xml) from another tool becomes a saved quiz; the report says what was left out. */
export function ImportQtiCard() {
  const id = useId();
  const importing = useImportQti();
  const [problem, setProblem] = useState<string>();
  const { t } = useTranslation('quiz');
  const message = useMessage();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importing.reset();
    // Checked in the browser too, so that a wrong or huge file is refused before it is sent.
    const refused = !/\.(zip|xml)$/i.test(file.name)
      ? message(QTI_TEXT.fileType)
      : file.size > QTI_MAX_UPLOAD_BYTES
        ? message(QTI_TEXT.tooLarge)
        : undefined;
    setProblem(refused);
    if (!refused) importing.mutate(file);
  };
  const report = importing.data;
  const failure = problem ?? (importing.isError ? errorMessage(importing.error, message(QTI_TEXT.unreadable)) : undefined);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('Import QTI')}</h2>
        <CardDescription>
          {t(
            'Bring in a quiz from another learning tool: a QTI 3.0 or 2.1 package (.zip) or a single item (.xml). Choice and text-entry questions are imported.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div>
          <input id={id} type="file" accept={QTI_FILE_ACCEPT} className="peer sr-only" disabled={importing.isPending} onChange={choose} />
          <label
            htmlFor={id}
            className={buttonVariants({
              variant: 'outline',
              className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
            })}
          >
            {importing.isPending ? <Spinner /> : <Upload aria-hidden />} {t('Import QTI')}
          </label>
        </div>
        <div role="status" aria-live="polite" className="text-sm">
          {failure && <p className="text-destructive">{failure}</p>}
          {report && (
            <div className="flex flex-col gap-2" data-testid="qti-report">
              <p>
                <Trans
                  t={t}
                  i18nKey="Imported {count, plural, one {# question} other {# questions}} into <0>{title}</0>."
                  values={{ count: report.imported, title: report.title }}
                  components={[<span key="title" className="font-medium" data-untranslated />]}
                />
              </p>
              {report.skipped.length > 0 && (
                <div>
                  <p>{t('Left out:')}</p>
                  <ul className="list-disc pl-5">
                    {report.skipped.map(({ interaction, count }) => (
                      <li key={interaction}>
                        <span data-untranslated>{interaction}</span>: {count}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <Link href={`/quiz/${report.quizId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('Open the imported quiz')}
              </Link>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
