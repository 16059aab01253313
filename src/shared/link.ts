/** Longest link the "Paste Link" input accepts (the de-facto browser limit). */
export const LINK_URL_MAX_LENGTH = 2048;
/** Largest page the server reads, counted after decompression so a small zip bomb is caught too. */
export const LINK_MAX_BYTES = 5 * 1024 * 1024;

/** Ports a link may name (unless LINK_FETCH_ALLOW_HOSTS allows more): the web's own, 80 and 443. */
export const LINK_PORTS = [80, 443] as const;

/**
 * What the server answers when a link cannot be read; the client may show them as they are. None
 * tells a closed port from one that is open but silent or not speaking HTTP (decision 014).
 */
export const LINK_MESSAGES = {
  empty: 'Please enter a link.',
  tooLong: `Links can be at most ${LINK_URL_MAX_LENGTH} characters long.`,
  invalid: 'This is not a valid link. Links start with http:// or https://.',
  protocol: 'Only http and https links can be analyzed.',
  credentials: 'Links with a user name or password cannot be fetched.',
  privateAddress: 'This link points to a private or local address and cannot be fetched.',
  port: `Only links on the usual web ports (${LINK_PORTS.join(' and ')}) can be fetched.`,
  notFound: 'The website of this link could not be found.',
  unreachable: 'The website of this link could not be reached, or it did not answer in time.',
  tooManyRedirects: 'This link redirects too many times.',
  notPage: 'This link is not a web page or text file.',
  /** The website answered, then stopped sending the page. */
  timeout: 'The page took too long to load.',
  encoding: 'The website sent the page in a compression format that cannot be read.',
  noText: 'No readable text was found at this link.',
  tooComplex: 'Reading this page took too long or needed too much memory, so it was stopped.',
} as const;

export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const linkTooLargeMessage = (maxBytes: number) => `The page is larger than ${formatByteSize(maxBytes)}.`;
export const linkUpstreamMessage = (status: number) => `The website answered with an error (HTTP ${status}).`;

/** POST /api/fetchLink's body once validated. */
export interface FetchLinkRequest {
  url: string;
}

/** The text the server extracted from a link. */
export interface LinkText {
  /** Where the page was found after redirects. */
  url: string;
  title: string;
  /** Plain text, paragraphs separated by a blank line. */
  content: string;
  excerpt?: string;
  siteName?: string;
  byline?: string;
}
