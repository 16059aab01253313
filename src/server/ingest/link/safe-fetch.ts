import { LINK_MAX_BYTES, LINK_MESSAGES, linkUpstreamMessage } from '../../../shared/link';
import { HttpError } from '../../http-error';
import { linkFailure } from './link-failure';
import { pinnedGet } from './pinned-get';
import { decodeBody, readBody } from './read-body';
import { type VetOptions, vetUrl } from './vet-url';

export interface SafeFetchOptions {
  /**
   * Hosts fetched even though they resolve to a private or local address, or on another port than
   * 80 and 443 (LINK_FETCH_ALLOW_HOSTS). Matched against the link's host case-insensitively, IP
   * literals in any spelling; `host` allows every port, `host:port` that port only.
   */
  allowHosts: readonly string[];
  /** This machine's addresses, refused like loopback. Default: its network interfaces'. */
  ownAddresses?: VetOptions['ownAddresses'];
  /** Largest body read, after decompression. Default 5 MB. */
  maxBytes?: number;
  /** For the whole fetch, redirects and DNS included. Default 10 s. */
  timeoutMs?: number;
  /** Redirects followed; one more is refused. Default 5. */
  maxRedirects?: number;
  /** Media types read; any other is refused. Default: a page's (text/html, text/plain). `'*'` reads any. */
  mediaTypes?: readonly string[];
  /** Another method than GET, with its headers and body; such a request never follows a redirect. */
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface SafeFetchResult {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The media type alone (one of `mediaTypes`): the body is already decoded. */
  contentType: string;
  body: string;
  /** The answer's Link header (pages of a list), when it sent one. */
  link: string | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = ['text/html', 'text/plain'];

type Settings = Required<Omit<SafeFetchOptions, 'ownAddresses' | 'mediaTypes' | 'method' | 'headers' | 'body'>> &
  Pick<SafeFetchOptions, 'ownAddresses' | 'method' | 'headers' | 'body'> & { mediaTypes: ReadonlySet<string> };

async function fetchFollowingRedirects(
  link: string,
  options: Settings,
  signal: AbortSignal,
  /** Whether the current hop's server has answered: before that, every failure reads the same. */
  progress: { answered: boolean },
): Promise<SafeFetchResult> {
  let next: string | URL = link;
  for (let redirects = 0; ; redirects++) {
    progress.answered = false;
    // Every hop is vetted afresh: a public page may redirect to http://127.0.0.1/ or to another port.
    const target = await vetUrl(next, options, signal);
    const response = await pinnedGet(target, signal, options);
    progress.answered = true;
    try {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        if (redirects >= options.maxRedirects || options.method) throw linkFailure(LINK_MESSAGES.tooManyRedirects);
        next = new URL(location, target.url);
        continue;
      }
      if (status < 200 || status > 299) throw linkFailure(linkUpstreamMessage(status));
      const header = response.headers['content-type'] ?? '';
      const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!options.mediaTypes.has(mediaType) && !options.mediaTypes.has('*')) throw linkFailure(LINK_MESSAGES.notPage);
      const bytes = await readBody(response, options.maxBytes);
      return {
        finalUrl: target.url.href,
        contentType: mediaType,
        body: decodeBody(bytes, header, mediaType === 'text/html'),
        link: typeof response.headers.link === 'string' ? response.headers.link : null,
      };
    } finally {
      response.destroy();
    }
  }
}

/**
 * Fetches a link a user pasted without letting it reach this server or its network: only http(s)
 * on ports 80 and 443, only public addresses that are not this machine's (unless allow-listed), the
 * connection pinned to the address checked, redirects re-checked, and size, time and content type
 * bounded. Every failure is a 422 HttpError, and until a server answers they all read alike, so the
 * answer never tells a closed port from an open one.
 */
export async function safeFetch(link: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const settings: Settings = {
    allowHosts: options.allowHosts,
    ownAddresses: options.ownAddresses,
    maxBytes: options.maxBytes ?? LINK_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 5,
    mediaTypes: new Set(options.mediaTypes ?? PAGE_TYPES),
    method: options.method,
    headers: options.headers,
    body: options.body,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const progress = { answered: false };
  try {
    return await fetchFollowingRedirects(link, settings, controller.signal, progress);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (controller.signal.aborted && progress.answered) throw linkFailure(LINK_MESSAGES.timeout);
    // Refused connections, silence, TLS failures, resets, answers that are not HTTP: one message,
    // since telling them apart would tell a closed port from an open one.
    throw linkFailure(LINK_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}
