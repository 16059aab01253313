import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isLanguage } from '../../shared/i18n/languages';
import { useUser } from '../lib/auth/get-user';
import { cookieLanguage, queryLanguage, useLanguage } from './language';
import { saveLanguage, storedLanguage } from './save-language';

/**
 * Keeps the screens and the account's language together. A page opened signed in takes the account's
 * language (unless a `?lang=` link chose one for this visit). A sign-in on this page keeps the language
 * the visitor chose here (the cookie) and saves it on the account; without a choice here, the account's wins.
 */
export function LanguageSync() {
  const { user, isLoading } = useUser({ enabled: false });
  const { language, setLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const sawSignedOut = useRef(false);
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading) return;
    if (!user) {
      sawSignedOut.current = true;
      settledFor.current = null;
      return;
    }
    if (settledFor.current === user.id) return;
    settledFor.current = user.id;
    const stored = storedLanguage(user);
    if (stored === language) return;
    const chosenHere = cookieLanguage();
    if (sawSignedOut.current && chosenHere) {
      saveLanguage(queryClient, chosenHere).catch(() => {});
    } else if (isLanguage(stored) && !queryLanguage()) {
      void setLanguage(stored);
    }
  }, [user, isLoading, language, setLanguage, queryClient]);

  return null;
}
