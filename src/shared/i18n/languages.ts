// The languages Studium speaks, and how a request's language is chosen (issue 31). English is the
// source: every catalogue is translated from src/shared/i18n/locales/en.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Each language's own name, shown in the switch whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 locale for Intl: Indian conventions (₹, lakh grouping) in both. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** `?lang=` on a shared link, the cookie the switch sets for visitors. */
export const LANGUAGE_QUERY = 'lang';
export const LANGUAGE_COOKIE = 'studium_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best shipped language for an `Accept-Language` header (`hi-IN,hi;q=0.9,en;q=0.8`): the highest
 * q among the shipped ones by primary subtag, English when none matches or the header is unreadable.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 1_000).split(',').slice(0, 50)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * A request's language, first match wins: `?lang=` (a shared link), the signed-in user's choice, the
 * visitor's cookie, then `Accept-Language`.
 */
export function chooseLanguage(sources: { query?: unknown; user?: unknown; cookie?: unknown; acceptLanguage?: string }): Language {
  for (const candidate of [sources.query, sources.user, sources.cookie]) {
    if (isLanguage(candidate)) return candidate;
  }
  return languageFromAcceptLanguage(sources.acceptLanguage);
}
