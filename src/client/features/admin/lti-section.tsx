import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewLtiPlatform } from '../../../shared/lti';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAddLtiPlatform, useDeleteLtiPlatform, useLtiPlatforms, useLtiTool } from './api/lti';

// The labels are catalogue keys (the lti namespace), read with t() where they are shown.
const FIELDS: { name: keyof NewLtiPlatform; label: string; hint?: string }[] = [
  { name: 'issuer', label: 'Issuer', hint: 'https://lms.example.edu' },
  { name: 'clientId', label: 'Client id' },
  { name: 'deploymentIds', label: 'Deployment ids', hint: 'Comma-separated' },
  { name: 'authLoginUrl', label: 'Auth login URL' },
  { name: 'tokenUrl', label: 'Token URL' },
  { name: 'jwksUrl', label: 'JWKS URL' },
];

/** One URL the platform needs, selectable in full (long URLs wrap on a phone). */
function Pasteable({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium uppercase text-muted-foreground">{label}</dt>
      <dd className="break-all font-mono text-sm" data-untranslated>
        {value}
      </dd>
    </div>
  );
}

function ToolDetails() {
  const { t } = useTranslation('lti');
  const { data, isPending, error } = useLtiTool();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, t('Studium’s LTI details could not be loaded.'))}
      </p>
    );
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('What your LMS needs')}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Pasteable label={t('Login initiation URL')} value={data.loginUrl} />
        <Pasteable label={t('Launch (redirect) URL')} value={data.launchUrl} />
        <Pasteable label={t('Deep-linking URL')} value={data.deepLinkingUrl} />
        <Pasteable label={t('JWKS URL')} value={data.jwksUrl} />
      </dl>
      <details className="rounded-lg border p-3">
        <summary className="cursor-pointer text-sm font-medium">{t('Public key (JWK)')}</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all text-xs" data-untranslated>
          {JSON.stringify(data.publicJwk, null, 2)}
        </pre>
      </details>
    </div>
  );
}

function PlatformForm() {
  const { t } = useTranslation('lti');
  const add = useAddLtiPlatform();
  const id = useId();
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const target = event.currentTarget;
    setDone(false);
    add.mutate(
      {
        issuer: text('issuer'),
        clientId: text('clientId'),
        deploymentIds: text('deploymentIds')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
        authLoginUrl: text('authLoginUrl'),
        tokenUrl: text('tokenUrl'),
        jwksUrl: text('jwksUrl'),
      },
      {
        onSuccess: () => {
          target.reset();
          setDone(true);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('Register a platform')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="space-y-1">
            <Label htmlFor={`${id}-${field.name}`}>{t(field.label)}</Label>
            <Input id={`${id}-${field.name}`} name={field.name} required placeholder={field.hint && t(field.hint)} autoComplete="off" />
          </div>
        ))}
      </div>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t('Registering…') : t('Register platform')}
      </Button>
      {add.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(add.error, t('The platform could not be registered.'))}
        </p>
      ) : done ? (
        <p role="status" className="text-sm">
          {t('Platform registered.')}
        </p>
      ) : null}
    </form>
  );
}

/** /admin: the learning platforms that launch Studium (LTI 1.3), and what to paste into them. */
export function LtiSection() {
  const { t } = useTranslation('lti');
  const { data, isPending, error } = useLtiPlatforms();
  const remove = useDeleteLtiPlatform();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('LMS (LTI 1.3)')}</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <ToolDetails />
        <div className="space-y-2">
          <h3 className="font-semibold">{t('Registered platforms')}</h3>
          {isPending ? (
            <Spinner />
          ) : error ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(error, t('The platforms could not be loaded.'))}
            </p>
          ) : data.platforms.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('No platform is registered yet.')}</p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {data.platforms.map((platform) => (
                <li key={platform.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                  <div className="min-w-0 space-y-0.5 text-sm">
                    <p className="break-all font-medium" data-untranslated>
                      {platform.issuer}
                    </p>
                    <p className="break-all text-muted-foreground">
                      {t('Client id {clientId} · deployments {deployments}', {
                        clientId: platform.clientId,
                        deployments: platform.deploymentIds.join(', '),
                      })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove.mutate(platform.id)}
                    disabled={remove.isPending}
                    aria-label={t('Delete {issuer}', { issuer: platform.issuer })}
                  >
                    <Trash2 aria-hidden /> {t('Delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <PlatformForm />
      </CardContent>
    </Card>
  );
}
