import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The other half of the catalogues' test (decision 078): every key of a screens' catalogue is a text
// some screen shows, so a text a screen dropped or moved to another namespace leaves no stale key
// behind for translators to keep up.
//
// A key counts as used in its namespace when it is written, as a string, in a source file that
// speaks that namespace: `useTranslation('notes')` (no name: `common`), `TFunction<'notes'>` or a
// type naming it (`QuizT`), `getFixedT(…, 'notes')` or `{ ns: 'notes' }`. Many texts are written in
// a module that names no namespace (the shared module the server and the screen both read, a
// constant the screen passes to `t`): such a module speaks those of the files importing it directly.
// A file speaking two namespaces counts its strings for both (pricing.tsx: landing, and billing for
// the label the signed-in action shows once loaded).

const LOCALES = 'src/shared/i18n/locales';
const SOURCES = ['src/client', 'src/shared'];

/**
 * Keys the code builds rather than writes, by namespace. Each entry names the code that builds it.
 */
const BUILT_KEYS: Record<string, string[]> = {
  // The price under a plan's name, `{price}/${plan.period}` (landing's pricing, the dashboard's upgrade offers).
  landing: ['{price}/month', '{price}/year', '{price}/forever'],
};

const namespaces = readdirSync(path.join(LOCALES, 'en'))
  .filter((file) => file.endsWith('.json') && file !== 'messages.json' && file !== 'email.json')
  .map((file) => file.slice(0, -'.json'.length));

const files = SOURCES.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file)),
);
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

/** Types standing for a namespace's `t` (`type QuizT = TFunction<'quiz'>`), by name. */
const aliases = new Map(
  [...sources.values()].flatMap((source) =>
    [...source.matchAll(/export type (\w+) = TFunction<'([\w-]+)'>/g)].map((match) => [match[1]!, match[2]!] as const),
  ),
);

/** The namespaces a file names itself. */
function ownNamespaces(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\((?:'([\w-]+)')?\)/g)) found.add(match[1] ?? 'common');
  for (const match of source.matchAll(/TFunction<'([\w-]+)'>|getFixedT\([^,)]*,\s*'([\w-]+)'\)|\bns: '([\w-]+)'/g))
    found.add((match[1] ?? match[2] ?? match[3])!);
  for (const [alias, namespace] of aliases) if (new RegExp(`\\b${alias}\\b`).test(source)) found.add(namespace);
  // i18n.t(…) without a namespace: the default one.
  if (/\bi18n\.t\(/.test(source)) found.add('common');
  return found;
}

/** The project files a file imports (statically, lazily or re-exporting). */
function imports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)) {
    const base = path.join(path.dirname(file), match[1]!);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => sources.has(candidate));
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every string a file writes: quoted, or a template without placeholders. */
function strings(source: string): string[] {
  return [
    ...[...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((match) => match[1]!.replaceAll("\\'", "'")),
    ...[...source.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((match) => match[1]!.replaceAll('\\"', '"')),
    ...[...source.matchAll(/`((?:[^`\\$]|\\.)*)`/g)].map((match) => match[1]!),
  ];
}

/** Each file's namespaces: its own, or else those of the files importing it that name theirs. */
function namespacesByFile(): Map<string, Set<string>> {
  const own = new Map([...sources].map(([file, source]) => [file, ownNamespaces(source)]));
  const spoken = new Map([...own].map(([file, found]) => [file, new Set(found)]));
  for (const [importer, source] of sources)
    for (const imported of imports(importer, source))
      if (own.get(imported)!.size === 0) for (const namespace of own.get(importer)!) spoken.get(imported)!.add(namespace);
  return spoken;
}

describe('the screens’ catalogues', () => {
  it('have no key that no screen shows', () => {
    const written = new Map(namespaces.map((namespace) => [namespace, new Set(BUILT_KEYS[namespace] ?? [])]));
    for (const [file, spoken] of namespacesByFile()) {
      const texts = strings(sources.get(file)!);
      for (const namespace of spoken) for (const text of texts) written.get(namespace)?.add(text);
    }
    const unused = namespaces.flatMap((namespace) => {
      const catalogue = JSON.parse(readFileSync(path.join(LOCALES, 'en', `${namespace}.json`), 'utf8')) as Record<string, string>;
      return Object.keys(catalogue)
        .filter((key) => !written.get(namespace)!.has(key))
        .map((key) => `${namespace}: ${key}`);
    });
    expect(unused).toEqual([]);
  });

  it('list only built keys their catalogues have', () => {
    for (const [namespace, keys] of Object.entries(BUILT_KEYS)) {
      expect(existsSync(path.join(LOCALES, 'en', `${namespace}.json`)), namespace).toBe(true);
      const catalogue = JSON.parse(readFileSync(path.join(LOCALES, 'en', `${namespace}.json`), 'utf8')) as Record<string, string>;
      for (const key of keys) expect(catalogue, key).toHaveProperty([key]);
    }
  });
});
