import { stripControlChars } from '../../../shared/control-chars';
import { LINK_MESSAGES, type LinkText } from '../../../shared/link';
import { unprocessable } from '../../http-error';
import { parseInThread } from '../parsing/parse-pool';
import { tidyPlainText } from './html-text';
import { fallbackTitle } from './page-title';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

export interface LinkTextOptions extends Omit<SafeFetchOptions, 'allowHosts'> {
  /** Whose link it is: each user's pages are parsed one at a time, users taking turns. */
  userId?: string;
}

/**
 * Fetches a pasted link (see safeFetch for what is refused) and returns its readable text. A page
 * is parsed on a background thread (parse-pool.ts): up to 5 MB of HTML takes seconds to read,
 * which would stall every other request if done here.
 */
export async function fetchLinkText(url: string, allowHosts: readonly string[], options: LinkTextOptions = {}): Promise<LinkText> {
  const { userId, ...fetchOptions } = options;
  const page = await safeFetch(url, { ...fetchOptions, allowHosts });
  if (page.contentType === 'text/html') {
    const article = await parseInThread({ kind: 'article', html: page.body, url: page.finalUrl }, userId);
    return { url: page.finalUrl, ...article };
  }
  const content = stripControlChars(tidyPlainText(page.body)).trim();
  if (!content) throw unprocessable(LINK_MESSAGES.noText);
  return { url: page.finalUrl, title: fallbackTitle(page.finalUrl), content };
}
