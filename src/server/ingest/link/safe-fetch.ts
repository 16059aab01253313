import { LINK_MAX_BYTES, LINK_MESSAGES, linkUpstreamMessage } from '../../../shared/link';
import { badRequest, HttpError } from '../../http-error';
import { pinnedGet } from './pinned-get';
import { decodeBody, readBody } from './read-body';
import { vetUrl } from './vet-url';

export interface SafeFetchOptions {
  /**
   * Hosts fetched even though they resolve to a private or local address (LINK_FETCH_ALLOW_HOSTS).
   * Matched against the link's host case-insensitively, IP literals in any spelling, ports ignored.
   */
  allowHosts: readonly string[];
  /** Largest body read, after decompression. Default 5 MB. */
  maxBytes?: number;
  /** For the whole fetch, redirects and DNS included. Default 10 s. */
  timeoutMs?: number;
  /** Redirects followed; one more is refused. Default 5. */
  maxRedirects?: number;
}

export interface SafeFetchResult {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The media type alone ('text/html' or 'text/plain'): the body is already decoded. */
  contentType: 'text/html' | 'text/plain';
  body: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const READABLE = new Set(['text/html', 'text/plain']);

async function fetchFollowingRedirects(
  link: string,
  options: Required<SafeFetchOptions>,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  let next: string | URL = link;
  for (let redirects = 0; ; redirects++) {
    // Every hop is vetted afresh: a public page may redirect to http://127.0.0.1/.
    const target = await vetUrl(next, options.allowHosts, signal);
    const response = await pinnedGet(target, signal);
    try {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        if (redirects >= options.maxRedirects) throw badRequest(LINK_MESSAGES.tooManyRedirects);
        next = new URL(location, target.url);
        continue;
      }
      if (status < 200 || status > 299) throw new HttpError(502, linkUpstreamMessage(status));
      const header = response.headers['content-type'] ?? '';
      const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!READABLE.has(mediaType)) throw new HttpError(415, LINK_MESSAGES.notPage);
      const bytes = await readBody(response, options.maxBytes);
      return {
        finalUrl: target.url.href,
        contentType: mediaType as SafeFetchResult['contentType'],
        body: decodeBody(bytes, header, mediaType === 'text/html'),
      };
    } finally {
      response.destroy();
    }
  }
}

/**
 * Fetches a link a user pasted without letting it reach this server's own network: only http(s),
 * only public addresses (unless allow-listed), the connection pinned to the address checked,
 * redirects re-checked, and size, time and content type bounded. Failures are HttpErrors.
 */
export async function safeFetch(link: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const settings: Required<SafeFetchOptions> = {
    allowHosts: options.allowHosts,
    maxBytes: options.maxBytes ?? LINK_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 5,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    return await fetchFollowingRedirects(link, settings, controller.signal);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (controller.signal.aborted) throw new HttpError(504, LINK_MESSAGES.timeout);
    // Refused connections, TLS failures, resets: the site is down or unreachable from here.
    throw new HttpError(502, LINK_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}
