import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { useMessage } from '../../i18n/use-message';
import { useAuthProviders } from '../../lib/auth/get-providers';
import { useRequestPasswordReset } from '../../lib/auth/password-reset';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { AuthNotice, AuthSwitch, EmailField, SubmitButton } from './auth-parts';

/** /forgot-password: a reset link by mail, or, on a server without mail, who to ask instead. */
export default function ForgotPasswordPage() {
  const { data: providers } = useAuthProviders();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const { t } = useTranslation('auth');
  const message = useMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestReset.mutate(email.trim());
  };

  return (
    <AuthCard
      title={t('Reset your password')}
      description={t('Enter the e-mail address of your account and we will mail you a link to choose a new password.')}
    >
      {providers && !providers.mail ? (
        <AuthNotice>{message(ACCOUNT_MESSAGES.mailOff)}</AuthNotice>
      ) : requestReset.isSuccess ? (
        <AuthNotice>{message(ACCOUNT_MESSAGES.resetRequested)}</AuthNotice>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <AuthError error={requestReset.error} />
          <SubmitButton pending={requestReset.isPending} pendingLabel={t('Sending...')}>
            {t('Send reset link')}
          </SubmitButton>
        </form>
      )}
      <AuthSwitch question={t('Remembered it?')} href="/sign-in">
        {t('Back to sign in')}
      </AuthSwitch>
    </AuthCard>
  );
}
