import { createInstance, type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import { type Catalogues, ENGLISH, NAMESPACES } from './catalogues';

/**
 * The screens' translator: i18next with ICU MessageFormat (plurals, `{name}` placeholders). A key is
 * the English text itself (or a short name for a plural), so the code reads as the screen does and a
 * text missing from a translation shows in English. `catalogues` holds the language's, when not English.
 */
export function createI18n(language: Language, catalogues?: Catalogues): I18n {
  const instance = createInstance();
  const resources: Record<string, Catalogues> = { [DEFAULT_LANGUAGE]: ENGLISH };
  if (catalogues && language !== DEFAULT_LANGUAGE) resources[language] = catalogues;
  void instance.use(ICU).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    // English keys contain dots and colons.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    // The resources are here: ready before the first render (pre-rendering and hydration need it).
    initAsync: false,
    returnNull: false,
    i18nFormat: { parseLngForICU: (lng: string) => LANGUAGE_LOCALES[lng as Language] ?? lng },
    react: { useSuspense: false },
  });
  return instance;
}
