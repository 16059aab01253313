// Build-time entry (scripts/build.mjs): renders the public pages to HTML, which the client hydrates.
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n/languages';
import { loadCatalogues } from './i18n/catalogues';
import { createI18n } from './i18n/setup';
import { Root } from './root';

/** The page at `path` in `language` as the HTML inside #root, with every lazy part loaded and no data fetched. */
export async function renderPage(path: string, language: Language = DEFAULT_LANGUAGE): Promise<string> {
  // Nothing is fetched while pre-rendering: queries stay pending, as on the client's first render.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false, queryFn: () => new Promise<never>(() => {}) } },
  });
  const i18n = createI18n(language, await loadCatalogues(language));
  const { prelude } = await prerenderToNodeStream(<Root queryClient={queryClient} i18n={i18n} ssrPath={path} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** index.html with the page's markup inside its empty #root and, when given, the page's title. */
export function withPage(indexHtml: string, pageHtml: string, title?: string): string {
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot)) throw new Error('index.html has no empty #root element');
  const page = indexHtml.replace(emptyRoot, () => `<div id="root">${pageHtml}</div>`);
  return title === undefined ? page : page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
}

/**
 * index.html in `language`: `<html lang>`, and the landing's title and description from the `common`
 * catalogue (the English ones are index.html's own).
 */
export async function inLanguage(indexHtml: string, language: Language): Promise<string> {
  const i18n = createI18n(language, await loadCatalogues(language));
  const title = 'Studium: your AI study companion';
  const description =
    'Studium is an open-source AI study app: tutor chat, quizzes with feedback, summaries, study plans, notes and a step-by-step doubt solver.';
  const quote = (text: string) => escapeText(text).replaceAll('"', '&quot;');
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(`<title>${title}</title>`, () => `<title>${escapeText(i18n.t(title))}</title>`)
    .replace(`content="${description}"`, () => `content="${quote(i18n.t(description))}"`);
}

/** The title the page sets once mounted (StaticPage: "<h1> · Studium"); the landing keeps index.html's. */
export function staticPageTitle(path: string, pageHtml: string): string | undefined {
  if (path === '/') return undefined;
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(pageHtml)?.[1];
  if (!heading) throw new Error(`the pre-rendered page ${path} has no plain <h1>`);
  return `${heading.replaceAll('&amp;', '&')} · Studium`;
}

/** @public The build reads these from the server-side bundle. */
export { APP_SHELL, PRERENDERED_PAGES, prerenderedFile } from '../shared/prerendered-pages';
/** @public */
export { LANGUAGES } from '../shared/i18n/languages';
