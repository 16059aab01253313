import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { VERIFY_TEXTS } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { useSignIn } from '../../lib/auth/sign-in';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { AuthSwitch, EmailField, SubmitButton } from './auth-parts';
import { CheckInbox } from './check-inbox';
import { FormField } from './form-field';
import { SocialButtons } from './social-buttons';

export default function SignInPage() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { t } = useTranslation('auth');
  // A verification link that failed lands here with ?error= (one that worked signs the student in).
  const linkFailed = new URLSearchParams(useSearch()).has('error');
  // The password was right, but the address waits for its link (REQUIRE_EMAIL_VERIFICATION).
  const unverifiedEmail =
    signIn.error instanceof ApiError && signIn.error.code === 'email_not_verified' ? signIn.variables?.email : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No navigate() here: once the user query holds the new user, the signed-in route table
    // redirects /sign-in to /dashboard. Navigating first would hit the signed-out table's
    // /dashboard → / redirect, because the router still renders the signed-out routes.
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard title={t('Sign in')} description={t('Welcome back. Sign in to continue studying.')}>
      {linkFailed && !signIn.error ? (
        <p role="alert" className="mb-4 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {t(VERIFY_TEXTS.linkInvalid)}
        </p>
      ) : null}
      <SocialButtons />
      <form onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormField
          id="password"
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
            {t('Forgot password?')}
          </Link>
        </p>
        {unverifiedEmail ? (
          <CheckInbox
            email={unverifiedEmail}
            text={t(
              'Your e-mail address {email} is not verified yet. Open the link we mailed you when you signed up, or ask for a new one.',
              { email: unverifiedEmail },
            )}
          />
        ) : (
          <AuthError error={signIn.error} />
        )}
        <SubmitButton pending={signIn.isPending} pendingLabel={t('Signing in...')}>
          {t('Sign in')}
        </SubmitButton>
      </form>
      <AuthSwitch question={t('New to Studium?')} href="/sign-up">
        {t('Create an account')}
      </AuthSwitch>
    </AuthCard>
  );
}
