import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../shared/i18n/languages';
import type { User } from '../../shared/user';
import { apiJson } from '../lib/api';
import { userQueryKey } from '../lib/auth/get-user';

/** PUT /api/account/language: the signed-in user's language, for the next visit and their e-mails. */
export async function saveLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  await apiJson<{ language: Language }>('PUT', '/api/account/language', { language });
  queryClient.setQueryData<User | null>(userQueryKey, (user) => (user ? { ...user, language } : user));
}

/** The user's stored language, once the server sends it. */
export function storedLanguage(user: User): unknown {
  return (user as { language?: unknown }).language;
}
