import { ApiError, errorMessage } from '../../lib/api';

/** Turns the auth server's answers into sentences that say what to do. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Wrong e-mail or password. Check both and try again.';
    if (error.status === 429) return error.serverMessage;
    switch (error.code) {
      case 'USER_ALREADY_EXISTS':
      case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
        return 'An account with this e-mail already exists. Sign in instead.';
      case 'PASSWORD_TOO_SHORT':
        return 'Password is too short: use at least 8 characters.';
      case 'PASSWORD_TOO_LONG':
        return 'Password is too long: use at most 128 characters.';
      case 'INVALID_EMAIL':
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
