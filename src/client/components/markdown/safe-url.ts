const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address if it may become a link in AI output: absolute http, https or mailto only. Anything
 * else (javascript:, data:, relative paths that would land inside the app) is left as plain text.
 */
export function safeLinkUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return LINK_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
