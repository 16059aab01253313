import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from '../../shared/i18n/languages';
import { createI18n } from './setup';

// The screens' catalogues (decision 078): every language has every English key, each translation is a
// valid ICU message with the English one's placeholders, and the converted screens ask only for keys
// that exist.

const LOCALES = 'src/shared/i18n/locales';
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, string>;
const namespaces = readdirSync(path.join(LOCALES, 'en'))
  .filter((file) => file.endsWith('.json') && file !== 'messages.json' && file !== 'email.json')
  .map((file) => file.slice(0, -'.json'.length));

/** The argument names of an ICU message ({count, number}, {plan}). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

describe('the screens’ catalogues', () => {
  it.each(namespaces)('%s: English keys are the English texts', (namespace) => {
    for (const [key, text] of Object.entries(read('en', namespace))) expect(text, key).toBe(key);
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it.each(namespaces)(`%s: ${language} translates every English text with the same placeholders`, (namespace) => {
      const english = read('en', namespace);
      const translated = read(language, namespace);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), key).not.toBe('');
        expect(() => new IntlMessageFormat(text, LANGUAGE_LOCALES[language], undefined, { ignoreTag: true }), key).not.toThrow();
        expect(placeholders(text), key).toEqual(placeholders(key));
      }
    });
  }

  it('formats plurals and numbers in the language', () => {
    const hindi = createI18n('hi', { landing: read('hi', 'landing'), common: read('hi', 'common') });
    expect(hindi.t('{count, number} AI tutor messages a day', { ns: 'landing', count: 100000 })).toBe('रोज़ 1,00,000 AI ट्यूटर संदेश');
    expect(hindi.t('Sign Out')).toBe('साइन आउट');
    // A text no catalogue has yet shows in English.
    expect(hindi.t('Not translated yet')).toBe('Not translated yet');
    const english = createI18n('en');
    expect(english.t('{count, number} AI tutor messages a day', { ns: 'landing', count: 100000 })).toBe('1,00,000 AI tutor messages a day');
  });

  it('has every key the translated screens ask for', () => {
    const catalogues = Object.fromEntries(namespaces.map((namespace) => [namespace, read('en', namespace)]));
    const sources = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => path.join('src/client', file));
    const missing: string[] = [];
    for (const file of sources) {
      const source = readFileSync(file, 'utf8');
      const used = [...source.matchAll(/useTranslation\((?:'(\w+)')?\)/g)].map((match) => match[1] ?? 'common');
      if (used.length === 0) continue;
      const keys = [
        ...[...source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!.replaceAll("\\'", "'")),
        ...[...source.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replaceAll('\\"', '"')),
        ...[...source.matchAll(/i18nKey="([^"]*)"/g)].map((match) => match[1]!),
      ];
      for (const key of keys) if (!used.some((namespace) => key in (catalogues[namespace] ?? {}))) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
