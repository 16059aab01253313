// Build-time entry (scripts/build.mjs): renders the public pages to HTML, which the client hydrates.
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Root } from './root';

/** The page at `path` as the HTML inside #root, with every lazy part loaded and no data fetched. */
export async function renderPage(path: string): Promise<string> {
  // Nothing is fetched while pre-rendering: queries stay pending, as on the client's first render.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false, queryFn: () => new Promise<never>(() => {}) } },
  });
  const { prelude } = await prerenderToNodeStream(<Root queryClient={queryClient} ssrPath={path} />);
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

/** The title the page sets once mounted (StaticPage: "<h1> · Studium"); the landing keeps index.html's. */
export function staticPageTitle(path: string, pageHtml: string): string | undefined {
  if (path === '/') return undefined;
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(pageHtml)?.[1];
  if (!heading) throw new Error(`the pre-rendered page ${path} has no plain <h1>`);
  return `${heading.replaceAll('&amp;', '&')} · Studium`;
}

/** @public The build reads these from the server-side bundle. */
export { PRERENDERED_DIR, PRERENDERED_PAGES } from '../shared/prerendered-pages';
