import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_QUERY, type Language } from '../../shared/i18n/languages';
import { loadCatalogues } from './catalogues';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the `studium_lang` cookie names, if any. */
export function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** Remembers the choice for visitors and for the pages the server sends (a year, every path). */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** `?lang=` of the address the page opened with, if it names a shipped language. */
export function queryLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the page starts in: `?lang=` (remembered in the cookie), then the cookie, then the
 * `<html lang>` the server chose from the browser's Accept-Language; the same order as the server's,
 * so a pre-rendered page and its first client render agree.
 */
export function startLanguage(): Language {
  const fromQuery = queryLanguage();
  if (fromQuery) {
    rememberLanguage(fromQuery);
    return fromQuery;
  }
  const htmlLanguage = document.documentElement.lang;
  return cookieLanguage() ?? (isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE);
}

/** Switches the screens to `language`: its catalogues loaded, `<html lang>` set, the cookie written. */
export async function applyLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'common')) {
    const catalogues = await loadCatalogues(language);
    for (const [namespace, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(language, namespace, catalogue, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  rememberLanguage(language);
}

/** The screens' language, and a way to change it (saving it on the account is the switch's job). */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Language) => applyLanguage(i18n, next), [i18n]);
  return { language, setLanguage };
}
