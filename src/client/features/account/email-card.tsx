import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { SETTINGS_TEXTS as T } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useAuthProviders } from '../../lib/auth/get-providers';
import { useUser } from '../../lib/auth/get-user';
import { useChangeEmail } from './api/change-email';
import { Field, Outcome } from './settings-parts';

/** What the link to a new address said when it landed here (`?email=changed`, `&error=` when it failed). */
function linkOutcome(search: string): { ok?: string; error?: string } {
  const params = new URLSearchParams(search);
  if (params.has('error')) return { error: T.emailLinkInvalid };
  return params.get('email') === 'changed' ? { ok: T.emailChanged } : {};
}

/** The sign-in address: changed with the current password, and through a link to the new one when the server mails. */
export function EmailCard() {
  const { user } = useUser();
  const { data: providers } = useAuthProviders();
  const change = useChangeEmail();
  const search = useSearch();
  const [landed] = useState(() => linkOutcome(search));
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
  const ok = change.data ? (change.data.status === 'changed' ? T.emailChanged : T.emailLinkSent(sentTo)) : landed.ok;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.emailTitle}</CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-foreground">{user?.email}</span>.{' '}
          {providers?.mail === false ? T.emailHintNoMail : T.emailHintMail}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-3" onSubmit={submit}>
          <Field label="New e-mail" name="newEmail" type="email" autoComplete="email" required />
          <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={change.isPending}>
            {T.changeEmailButton}
          </Button>
          <Outcome
            ok={change.error ? null : ok}
            error={change.error ? errorMessage(change.error, 'Your e-mail could not be changed.') : landed.error}
          />
        </form>
      </CardContent>
    </Card>
  );
}
