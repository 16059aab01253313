import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';

/** Turns the auth server's answers into sentences that say what to do. */
export function authErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('Wrong e-mail or password. Check both and try again.');
    if (error.status === 429) return error.serverMessage;
    switch (error.code) {
      case 'user_already_exists':
      case 'user_already_exists_use_another_email':
        return t('An account with this e-mail already exists. Sign in instead.');
      case 'password_too_short':
        return t('Password is too short: use at least 8 characters.');
      case 'password_too_long':
        return t('Password is too long: use at most 128 characters.');
      case 'invalid_email':
        return t('Enter a valid e-mail address.');
    }
  }
  return errorMessage(error, t('Something went wrong. Please try again.'));
}

/** The inline alert under a sign-in or sign-up form. */
export function AuthError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {authErrorMessage(error, t)}
    </p>
  );
}
