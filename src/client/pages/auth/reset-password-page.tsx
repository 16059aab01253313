import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { PASSWORD_MIN_LENGTH } from '../../../shared/user';
import { Button } from '../../components/ui/button';
import { useMessage } from '../../i18n/use-message';
import { useResetPassword } from '../../lib/auth/password-reset';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { AuthNotice, AuthSwitch, SubmitButton } from './auth-parts';
import { FormField } from './form-field';

/** /reset-password?token=…: where the mailed link lands once its token was checked (or ?error= when it was not). */
export default function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const { t } = useTranslation('auth');
  const message = useMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return setMismatch(true);
    setMismatch(false);
    resetPassword.mutate({ token: token ?? '', newPassword: password });
  };

  if (!token || params.has('error') || (resetPassword.error && isSpentLink(resetPassword.error))) {
    return (
      <AuthCard title={t('Choose a new password')} description={t('This link can no longer be used.')}>
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {message(ACCOUNT_MESSAGES.resetLinkInvalid)}
        </p>
        <AuthSwitch href="/forgot-password">{t('Ask for a new link')}</AuthSwitch>
      </AuthCard>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthCard title={t('Password changed')} description={t('Sign in with your new password.')}>
        <AuthNotice>{message(ACCOUNT_MESSAGES.resetDone)}</AuthNotice>
        <Button asChild className="mt-6 w-full">
          <Link href="/sign-in">{t('Sign in')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Choose a new password')}
      description={t('Use at least {count, number} characters.', { count: PASSWORD_MIN_LENGTH })}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField
          id="new-password"
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormField
          id="repeat-password"
          label={t('Repeat the new password')}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          error={mismatch ? message(ACCOUNT_MESSAGES.passwordsDiffer) : undefined}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <AuthError error={resetPassword.error} />
        <SubmitButton pending={resetPassword.isPending} pendingLabel={t('Saving...')}>
          {t('Save new password')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** better-auth's answer for a token that expired or was used. */
function isSpentLink(error: Error): boolean {
  return /invalid_token/i.test(error.message);
}
