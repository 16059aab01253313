import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { PASSWORD_MIN_LENGTH } from '../../../shared/user';
import { Button } from '../../components/ui/button';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return setMismatch(true);
    setMismatch(false);
    resetPassword.mutate({ token: token ?? '', newPassword: password });
  };

  if (!token || params.has('error') || (resetPassword.error && isSpentLink(resetPassword.error))) {
    return (
      <AuthCard title="Choose a new password" description="This link can no longer be used.">
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {ACCOUNT_MESSAGES.resetLinkInvalid}
        </p>
        <AuthSwitch href="/forgot-password">Ask for a new link</AuthSwitch>
      </AuthCard>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthCard title="Password changed" description="Sign in with your new password.">
        <AuthNotice>{ACCOUNT_MESSAGES.resetDone}</AuthNotice>
        <Button asChild className="mt-6 w-full">
          <Link href="/sign-in">Sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form onSubmit={submit} className="space-y-4">
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormField
          id="repeat-password"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          error={mismatch ? ACCOUNT_MESSAGES.passwordsDiffer : undefined}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <AuthError error={resetPassword.error} />
        <SubmitButton pending={resetPassword.isPending} pendingLabel="Saving...">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** better-auth's answer for a token that expired or was used. */
function isSpentLink(error: Error): boolean {
  return /invalid_token/i.test(error.message);
}
