import { Readability } from '@mozilla/readability';
import { LINK_MESSAGES, type LinkText } from '../../../shared/link';
import { HttpError } from '../../http-error';
import { textOf, tidyPlainText } from './html-text';
import { parseDocument } from './parse-document';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

export type Article = Omit<LinkText, 'url'>;

const clean = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;

function noText(): HttpError {
  return new HttpError(422, LINK_MESSAGES.noText);
}

const TITLE_SEPARATORS = ['|', '-', '–', '—', ':', '·', '»'];

// "Photosynthesis | Green Notes" → "Photosynthesis": the site name is returned on its own.
function withoutSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  const lower = title.toLowerCase();
  for (const separator of TITLE_SEPARATORS) {
    const suffix = ` ${separator} ${siteName}`.toLowerCase();
    const prefix = `${siteName} ${separator} `.toLowerCase();
    if (lower.endsWith(suffix) && lower !== suffix) return title.slice(0, -suffix.length);
    if (lower.startsWith(prefix) && lower !== prefix) return title.slice(prefix.length);
  }
  return title;
}

function fallbackTitle(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const last = pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : hostname;
  } catch {
    return url;
  }
}

/**
 * The main text of a web page: Readability's article when it finds one (without navigation,
 * ads and footers), else all visible text of the body. Throws 422 when there is no text at all.
 */
export function readArticle(html: string, url: string): Article {
  const document = parseDocument(html);
  const pageTitle = clean(document.title) ?? fallbackTitle(url);
  // The serializer hands back the element itself, so its paragraphs survive as such.
  const article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  const articleText = article?.content ? textOf(article.content) : '';
  if (article && articleText) {
    const siteName = clean(article.siteName);
    return {
      title: withoutSiteName(clean(article.title) ?? pageTitle, siteName),
      content: articleText,
      excerpt: clean(article.excerpt),
      siteName,
      byline: clean(article.byline),
    };
  }
  // Readability has rewritten the first document, so the fallback reads a fresh one.
  const content = textOf(parseDocument(html).body);
  if (!content) throw noText();
  return { title: pageTitle, content };
}

/** Fetches a pasted link (see safeFetch for what is refused) and returns its readable text. */
export async function fetchLinkText(
  url: string,
  allowHosts: readonly string[],
  options: Omit<SafeFetchOptions, 'allowHosts'> = {},
): Promise<LinkText> {
  const page = await safeFetch(url, { ...options, allowHosts });
  if (page.contentType === 'text/html') return { url: page.finalUrl, ...readArticle(page.body, page.finalUrl) };
  const content = tidyPlainText(page.body);
  if (!content) throw noText();
  return { url: page.finalUrl, title: fallbackTitle(page.finalUrl), content };
}
