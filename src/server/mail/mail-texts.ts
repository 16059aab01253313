import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import en from '../../shared/i18n/locales/en/email.json';
import hi from '../../shared/i18n/locales/hi/email.json';

type Catalogue = typeof en;
type LetterKind = Exclude<keyof Catalogue, 'common'>;
type Values = Record<string, string | number>;

// Every language's mails have the English catalogue's shape (the type checks it).
const CATALOGUES: Record<Language, Catalogue> = { en, hi };

/** The mails' words in `language`, from locales/<language>/email.json (ICU messages). */
export function mailTexts(language: Language) {
  const catalogue = CATALOGUES[language];
  // `<email>` in a text is text, not markup.
  const format = (template: string, values: Values) =>
    String(new IntlMessageFormat(template, LANGUAGE_LOCALES[language], undefined, { ignoreTag: true }).format(values));
  return {
    common: (key: keyof Catalogue['common'], values: Values) => format(catalogue.common[key], values),
    letter(kind: LetterKind, values: Values) {
      const words = catalogue[kind];
      return {
        subject: format(words.subject, values),
        before: words.before.map((text) => format(text, values)),
        action: format(words.action, values),
        after: words.after.map((text) => format(text, values)),
      };
    },
  };
}
