import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useSignIn } from '../../lib/auth/sign-in';
import { AuthCard } from './auth-card';
import { AuthError } from './auth-error';
import { AuthSwitch, EmailField, SubmitButton } from './auth-parts';
import { FormField } from './form-field';
import { SocialButtons } from './social-buttons';

export default function SignInPage() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No navigate() here: once the user query holds the new user, the signed-in route table
    // redirects /sign-in to /dashboard. Navigating first would hit the signed-out table's
    // /dashboard → / redirect, because the router still renders the signed-out routes.
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to continue studying.">
      <SocialButtons />
      <form onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
        <AuthError error={signIn.error} />
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
      <AuthSwitch question="New to Studium?" href="/sign-up">
        Create an account
      </AuthSwitch>
    </AuthCard>
  );
}
