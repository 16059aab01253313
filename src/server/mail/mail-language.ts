import { LANGUAGE_COOKIE, LANGUAGE_QUERY, type Language, chooseLanguage } from '../../shared/i18n/languages';
import { cookieOf } from '../http/cookies';

/**
 * The language of a mail to `user`: their choice, else that of the request that caused the mail
 * (the sign-up form's `?lang=`, the switch's cookie, Accept-Language), else English.
 */
export function mailLanguage(user: object, request?: Request): Language {
  const headers = request?.headers;
  let query: string | null = null;
  if (request && URL.canParse(request.url)) query = new URL(request.url).searchParams.get(LANGUAGE_QUERY);
  return chooseLanguage({
    query,
    // better-auth's user carries `language` as an additional field (auth.ts).
    user: 'language' in user ? user.language : undefined,
    cookie: cookieOf(headers?.get('cookie') ?? undefined, LANGUAGE_COOKIE),
    acceptLanguage: headers?.get('accept-language') ?? undefined,
  });
}
