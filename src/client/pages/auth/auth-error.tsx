import { ApiError, errorMessage } from '../../lib/api';

/** Turns the auth server's answers into sentences that say what to do. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Wrong e-mail or password. Check both and try again.';
    if (error.status === 429) return error.serverMessage;
    switch (error.code) {
      case 'user_already_exists':
      case 'user_already_exists_use_another_email':
        return 'An account with this e-mail already exists. Sign in instead.';
      case 'password_too_short':
        return 'Password is too short: use at least 8 characters.';
      case 'password_too_long':
        return 'Password is too long: use at most 128 characters.';
      case 'invalid_email':
        return 'Enter a valid e-mail address.';
    }
  }
  return errorMessage(error, 'Something went wrong. Please try again.');
}

/** The inline alert under a sign-in or sign-up form. */
export function AuthError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {authErrorMessage(error)}
    </p>
  );
}
