import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { useAuthProviders } from '../../lib/auth/get-providers';
import { useRequestPasswordReset } from '../../lib/auth/password-reset';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { FormField } from './form-field';

/** /forgot-password: a reset link by mail, or, on a server without mail, who to ask instead. */
export default function ForgotPasswordPage() {
  const { data: providers } = useAuthProviders();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestReset.mutate(email.trim());
  };

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will mail you a link to choose a new password."
    >
      {providers && !providers.mail ? (
        <p role="status" className="rounded-md bg-secondary p-3 text-sm">
          {ACCOUNT_MESSAGES.mailOff}
        </p>
      ) : requestReset.isSuccess ? (
        <p role="status" className="rounded-md bg-secondary p-3 text-sm">
          {ACCOUNT_MESSAGES.resetRequested}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <FormField
            id="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <AuthError error={requestReset.error} />
          <Button type="submit" className="w-full" disabled={requestReset.isPending}>
            {requestReset.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
