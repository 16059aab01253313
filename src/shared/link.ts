/** Longest link the "Paste Link" input accepts (the de-facto browser limit). */
export const LINK_URL_MAX_LENGTH = 2048;
/** Largest page the server reads, counted after decompression so a small zip bomb is caught too. */
export const LINK_MAX_BYTES = 5 * 1024 * 1024;

/** What the server answers when a link cannot be read; the client may show them as they are. */
export const LINK_MESSAGES = {
  empty: 'Please enter a link.',
  tooLong: `Links can be at most ${LINK_URL_MAX_LENGTH} characters long.`,
  invalid: 'This is not a valid link. Links start with http:// or https://.',
  protocol: 'Only http and https links can be analyzed.',
  credentials: 'Links with a user name or password cannot be fetched.',
  privateAddress: 'This link points to a private or local address and cannot be fetched.',
  notFound: 'The website of this link could not be found.',
  unreachable: 'The website of this link could not be reached.',
  tooManyRedirects: 'This link redirects too many times.',
  notPage: 'This link is not a web page or text file.',
  timeout: 'The page took too long to answer.',
  encoding: 'The website sent the page in a compression format that cannot be read.',
  noText: 'No readable text was found at this link.',
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
