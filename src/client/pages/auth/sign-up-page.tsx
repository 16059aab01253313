import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/user';
import { useSignUp } from '../../lib/auth/sign-up';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { AuthSwitch, EmailField, SubmitButton } from './auth-parts';
import { CheckInbox } from './check-inbox';
import { FormField } from './form-field';
import { SocialButtons } from './social-buttons';

export default function SignUpPage() {
  const signUp = useSignUp();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [passwordError, setPasswordError] = useState<string>();
  const { t } = useTranslation('auth');
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(t('Use at least {count, number} characters.', { count: PASSWORD_MIN_LENGTH }));
      return;
    }
    setPasswordError(undefined);
    // No navigate() here: once the user query holds the new user, the signed-in route table
    // redirects /sign-up to /dashboard (see sign-in-page.tsx).
    signUp.mutate({ firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), password: form.password });
  };

  if (signUp.data?.verificationRequired) {
    const email = signUp.variables.email;
    return (
      <AuthCard title={t('Create your account')} description={t('One step left: verify your e-mail address.')}>
        <CheckInbox
          email={email}
          text={t(
            'We have sent a link to {email}. Open it within 24 hours to finish signing up. If this address already has an account, the mail says so instead.',
            { email },
          )}
        />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t('Verified already?')}{' '}
          <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('Sign in')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('Create your account')} description={t('Free forever. No credit card needed.')}>
      <SocialButtons />
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="firstName"
            label={t('First name')}
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.firstName}
            onChange={set('firstName')}
          />
          <FormField
            id="lastName"
            label={t('Last name')}
            autoComplete="family-name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <EmailField value={form.email} onChange={set('email')} />
        <FormField
          id="password"
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={form.password}
          onChange={set('password')}
          error={passwordError}
          placeholder={t('At least {count, number} characters', { count: PASSWORD_MIN_LENGTH })}
        />
        <AuthError error={signUp.error} />
        <SubmitButton pending={signUp.isPending} pendingLabel={t('Creating account...')}>
          {t('Create account')}
        </SubmitButton>
      </form>
      <AuthSwitch question={t('Already have an account?')} href="/sign-in">
        {t('Sign in')}
      </AuthSwitch>
    </AuthCard>
  );
}
