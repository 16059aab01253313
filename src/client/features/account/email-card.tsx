import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TEXTS as T } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useAuthProviders } from '../../lib/auth/get-providers';
import { useUser } from '../../lib/auth/get-user';
import { useChangeEmail } from './api/change-email';
import { Field, Outcome } from './settings-parts';

/** What the link to a new address said when it landed here (`?email=changed`, `&error=` when it failed). */
function linkOutcome(search: string, t: TFunction<'settings'>): { ok?: string; error?: string } {
  const params = new URLSearchParams(search);
  if (params.has('error')) return { error: t(T.emailLinkInvalid) };
  return params.get('email') === 'changed' ? { ok: t(T.emailChanged) } : {};
}

/** The sign-in address: changed with the current password, and through a link to the new one when the server mails. */
export function EmailCard() {
  const { user } = useUser();
  const { data: providers } = useAuthProviders();
  const change = useChangeEmail();
  const search = useSearch();
  const { t } = useTranslation('settings');
  const [landed] = useState(() => linkOutcome(search, t));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    change.mutate(
      { newEmail: String(form.get('newEmail')).trim(), currentPassword: String(form.get('currentPassword')) },
      { onSuccess: () => formElement.reset() },
    );
  };
  const sentTo = change.variables?.newEmail ?? '';
  const ok = change.data
    ? change.data.status === 'changed'
      ? t(T.emailChanged)
      : t('We have sent a link to {newEmail}. Your address changes when you open it (within 24 hours).', { newEmail: sentTo })
    : landed.ok;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(T.emailTitle)}</CardTitle>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="You sign in with <0>{email}</0>."
            values={{ email: user?.email ?? '' }}
            components={[<span key="email" className="font-medium text-foreground" data-untranslated />]}
          />{' '}
          {providers?.mail === false ? t(T.emailHintNoMail) : t(T.emailHintMail)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-3" onSubmit={submit}>
          <Field label={t('New e-mail')} name="newEmail" type="email" autoComplete="email" required />
          <Field label={t('Current password')} name="currentPassword" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={change.isPending}>
            {t(T.changeEmailButton)}
          </Button>
          <Outcome
            ok={change.error ? null : ok}
            error={change.error ? errorMessage(change.error, t('Your e-mail could not be changed.')) : landed.error}
          />
        </form>
      </CardContent>
    </Card>
  );
}
