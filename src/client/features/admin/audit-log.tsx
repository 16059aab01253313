import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/admin';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAuditLog } from './api/audit';
import { auditLabel, formatMoment } from './format';

/** An entry's details in a few words: `plan Institution, until 2027-03-31`. */
function details(entry: AuditEntry): string {
  return Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
}

/** Every administrator action, newest first, a page at a time. */
export function AuditLog() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-3">
      <h2 id="admin-audit-heading" className="text-lg font-semibold">
        {t('Audit log')}
      </h2>
      {log.isPending ? (
        <Spinner />
      ) : log.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(log.error, t('The audit log could not be loaded.'))}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No administrator action yet.')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border" role="region" aria-labelledby="admin-audit-heading" tabIndex={0}>
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="audit-log">
            <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('When')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('Who')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('What')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('On whom')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('Details')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t">
                  <td className="whitespace-nowrap px-3 py-2">{formatMoment(entry.at, language)}</td>
                  <td className="px-3 py-2" data-untranslated>
                    {entry.actorEmail}
                  </td>
                  <td className="px-3 py-2">{auditLabel(t, entry.action)}</td>
                  <td className="px-3 py-2" data-untranslated>
                    {entry.targetEmail ?? '—'}
                  </td>
                  <td className="px-3 py-2 text-muted-foreground" data-untranslated>
                    {details(entry)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
    </section>
  );
}
