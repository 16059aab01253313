import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS as T } from '../../../shared/admin';
import { USAGE_KINDS, USAGE_LABELS } from '../../../shared/usage';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAiTest, useInstanceStatus } from './api/instance';
import { formatBytes } from './format';

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
  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={() => test.mutate()} disabled={test.isPending}>
        <Activity aria-hidden /> {test.isPending ? 'Testing…' : T.testAi}
      </Button>
      {test.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(test.error, 'The test could not run.')}
        </p>
      ) : result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          data-testid="ai-test-result"
          className={result.ok ? 'text-sm' : 'text-sm text-destructive'}
        >
          {result.ok ? `Answered in ${result.ms} ms: “${result.text}”` : result.text}
        </p>
      ) : null}
    </div>
  );
}

/** The server: users and activity, today's calls, storage, database, version, mail and the AI provider. */
export function InstanceCard() {
  const { data, isPending, error } = useInstanceStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.instanceTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, 'The server’s figures could not be loaded.')}
          </p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="instance-facts">
              <Fact label="Users">{data.users.toLocaleString('en-IN')}</Fact>
              <Fact label="Active today">{data.activeToday.toLocaleString('en-IN')}</Fact>
              <Fact label="Active in 7 days">{data.activeWeek.toLocaleString('en-IN')}</Fact>
              <Fact label="Storage">
                {formatBytes(data.storage.databaseBytes)}
                <span className="block text-xs font-normal text-muted-foreground">audio {formatBytes(data.storage.audioBytes)}</span>
              </Fact>
              {USAGE_KINDS.map((kind) => (
                <Fact key={kind} label={`${USAGE_LABELS[kind]} today`}>
                  {data.aiCallsToday[kind].toLocaleString('en-IN')}
                </Fact>
              ))}
              <Fact label="Database">{data.database === 'embedded' ? 'Embedded (PGlite)' : 'PostgreSQL'}</Fact>
              <Fact label="Version">{data.version}</Fact>
              <Fact label="Mail">{data.mail ? 'On' : 'Off (no SMTP_URL)'}</Fact>
              <Fact label="AI provider">{data.ai.model ? `${data.ai.provider} · ${data.ai.model}` : data.ai.provider}</Fact>
            </dl>
            <AiTest />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
