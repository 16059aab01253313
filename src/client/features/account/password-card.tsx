import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TEXTS as T } from '../../../shared/account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/user';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useChangePassword } from './api/change-password';
import { Field, Outcome } from './settings-parts';

export function PasswordCard() {
  const change = useChangePassword();
  const [tooShort, setTooShort] = useState(false);
  const { t } = useTranslation('settings');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('new'));
    setTooShort(newPassword.length < PASSWORD_MIN_LENGTH);
    if (newPassword.length < PASSWORD_MIN_LENGTH) return;
    change.mutate({ currentPassword: String(form.get('current')), newPassword }, { onSuccess: () => formElement.reset() });
  };
  const error = tooShort
    ? t('Use at least {count, number} characters for the new password.', { count: PASSWORD_MIN_LENGTH })
    : change.error
      ? errorMessage(change.error, t('Your password could not be changed.'))
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(T.passwordTitle)}</CardTitle>
        <CardDescription>{t(T.passwordHint)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-3" onSubmit={submit}>
          <Field label={t('Current password')} name="current" type="password" autoComplete="current-password" required />
          <Field
            label={t('New password')}
            name="new"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
          <Button type="submit" disabled={change.isPending}>
            {t('Change password')}
          </Button>
          <Outcome ok={change.isSuccess && !tooShort ? t(T.passwordSaved) : null} error={error} />
        </form>
      </CardContent>
    </Card>
  );
}
