import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage } from './languages';

describe('the request language', () => {
  it('takes the best shipped language from Accept-Language', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR,en;q=0.5,hi;q=0.4')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage(';;;q=x,,')).toBe('en');
  });

  it('prefers the shared link, then the user, then the cookie', () => {
    expect(chooseLanguage({ query: 'hi', user: 'en', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ query: 'xx', user: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ cookie: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ acceptLanguage: 'hi' })).toBe('hi');
  });
});
