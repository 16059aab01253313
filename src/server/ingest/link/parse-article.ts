import { Readability } from '@mozilla/readability';
import { stripControlChars } from '../../../shared/control-chars';
import { LINK_MESSAGES, type LinkText } from '../../../shared/link';
import { unprocessable } from '../../http-error';
import { textOf } from './html-text';
import { cleanLine, fallbackTitle } from './page-title';
import { parseDocument } from './parse-document';

export type Article = Omit<LinkText, 'url'>;

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

/**
 * The main text of a web page: Readability's article when it finds one (without navigation,
 * ads and footers), else all visible text of the body. Throws 422 when there is no text at all.
 * Pages may hold NUL and other control characters (PostgreSQL refuses NUL in text): none of them
 * reaches the text, title or any other field returned.
 */
export function readArticle(html: string, url: string): Article {
  const document = parseDocument(html);
  const pageTitle = cleanLine(document.title) ?? fallbackTitle(url);
  // The serializer hands back the element itself, so its paragraphs survive as such.
  const article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  const articleText = article?.content ? stripControlChars(textOf(article.content)).trim() : '';
  if (article && articleText) {
    const siteName = cleanLine(article.siteName);
    return {
      title: withoutSiteName(cleanLine(article.title) ?? pageTitle, siteName),
      content: articleText,
      excerpt: cleanLine(article.excerpt),
      siteName,
      byline: cleanLine(article.byline),
    };
  }
  // Readability has rewritten the first document, so the fallback reads a fresh one.
  const content = stripControlChars(textOf(parseDocument(html).body)).trim();
  if (!content) throw unprocessable(LINK_MESSAGES.noText);
  return { title: pageTitle, content };
}
