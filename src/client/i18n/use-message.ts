import { useCallback } from 'react';
import { translateMessage } from '../../shared/i18n/messages';
import { useLanguage } from './language';

/**
 * For the shared API messages (`*_MESSAGES`) the client shows itself (its own validation, fallbacks):
 * `message(text)` is `text` in the screens' language. The server's `{ message }` arrives translated.
 */
export function useMessage(): (text: string) => string {
  const { language } = useLanguage();
  return useCallback((text: string) => translateMessage(text, language), [language]);
}
