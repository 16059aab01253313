import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format';
import { USAGE_KINDS, type UsageKind } from '../../../shared/usage';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAiTest, useInstanceStatus } from './api/instance';
import { formatBytes } from './format';

/** The database's own name, the same in every language. */
const POSTGRES = 'PostgreSQL';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium uppercase text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}

function AiTest() {
  const test = useAiTest();
  const result = test.data;
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={() => test.mutate()} disabled={test.isPending}>
        <Activity aria-hidden /> {test.isPending ? t('Testing…') : t('Test')}
      </Button>
      {test.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(test.error, t('The test could not run.'))}
        </p>
      ) : result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          data-testid="ai-test-result"
          className={result.ok ? 'text-sm' : 'text-sm text-destructive'}
        >
          {result.ok ? (
            <>
              {t('Answered in {ms} ms:', { ms: formatNumber(result.ms, language) })} <span data-untranslated>“{result.text}”</span>
            </>
          ) : (
            result.text
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The server: users and activity, today's calls, storage, database, version, mail and the AI provider. */
export function InstanceCard() {
  const { data, isPending, error } = useInstanceStatus();
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const usageLabels: Record<UsageKind, string> = {
    chat: t('Chat today'),
    doubts: t('Doubts today'),
    generations: t('Generations today'),
    uploads: t('Uploads today'),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('This server')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, t('The server’s figures could not be loaded.'))}
          </p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="instance-facts">
              <Fact label={t('Users')}>{formatNumber(data.users, language)}</Fact>
              <Fact label={t('Active today')}>{formatNumber(data.activeToday, language)}</Fact>
              <Fact label={t('Active in 7 days')}>{formatNumber(data.activeWeek, language)}</Fact>
              <Fact label={t('Storage')}>
                {formatBytes(data.storage.databaseBytes, language)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {t('audio {size}', { size: formatBytes(data.storage.audioBytes, language) })}
                </span>
              </Fact>
              {USAGE_KINDS.map((kind) => (
                <Fact key={kind} label={usageLabels[kind]}>
                  {formatNumber(data.aiCallsToday[kind], language)}
                </Fact>
              ))}
              <Fact label={t('Database')}>
                <span data-untranslated>{data.database === 'embedded' ? t('Embedded (PGlite)') : POSTGRES}</span>
              </Fact>
              <Fact label={t('Version')}>{data.version}</Fact>
              <Fact label={t('Mail')}>{data.mail ? t('On') : t('Off (no SMTP_URL)')}</Fact>
              <Fact label={t('AI provider')}>
                <span data-untranslated>{data.ai.model ? `${data.ai.provider} · ${data.ai.model}` : data.ai.provider}</span>
              </Fact>
            </dl>
            <AiTest />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
