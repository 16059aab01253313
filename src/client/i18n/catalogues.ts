import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

// The screens' catalogues (decision 078): src/shared/i18n/locales/<language>/<namespace>.json, one
// namespace per client feature. English, the source, is bundled; another language's namespaces load
// on demand, each its own chunk. messages.json is the API messages' catalogue (decision 077), which
// translateMessage reads, and email.json the server's mails: neither is a namespace of the screens.

export type Catalogue = Record<string, string>;
export type Catalogues = Record<string, Catalogue>;

const english = import.meta.glob<Catalogue>(['../../shared/i18n/locales/en/*.json', '!**/messages.json', '!**/email.json'], {
  eager: true,
  import: 'default',
});
const others = import.meta.glob<Catalogue>(['../../shared/i18n/locales/*/*.json', '!**/en/*.json', '!**/messages.json', '!**/email.json'], {
  import: 'default',
});

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
const languageOf = (file: string) => file.split('/').at(-2);

/** The English catalogues, by namespace. */
export const ENGLISH: Catalogues = Object.fromEntries(Object.entries(english).map(([file, catalogue]) => [namespaceOf(file), catalogue]));

/** Every namespace of the screens. */
export const NAMESPACES = Object.keys(ENGLISH);

/** A language's catalogues, by namespace (loaded once; English at once). */
export async function loadCatalogues(language: Language): Promise<Catalogues> {
  if (language === DEFAULT_LANGUAGE) return ENGLISH;
  const files = Object.entries(others).filter(([file]) => languageOf(file) === language);
  const loaded = await Promise.all(files.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  return Object.fromEntries(loaded);
}
