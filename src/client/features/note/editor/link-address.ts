const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export const LINK_REFUSED_MESSAGE = 'Only web addresses (http, https) and e-mail addresses (mailto) can be linked.';
export const LINK_EMPTY_MESSAGE = 'Please enter an address to link to.';

/**
 * Whether a link's address may stay in a note: absolute, with an allowed scheme. Parsed by the URL
 * parser, as the browser would, so "java\tscript:" or upper case cannot slip through.
 */
export function isAllowedLinkHref(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * The address as typed in the link dialog, made absolute ("example.com" → https://example.com,
 * "a@b.org" → mailto:a@b.org), or null when its scheme is not allowed or it is not an address.
 */
export function normalizeLinkAddress(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = HAS_SCHEME.test(text) ? text : EMAIL.test(text) ? `mailto:${text}` : `https://${text}`;
  if (!isAllowedLinkHref(candidate)) return null;
  const url = new URL(candidate);
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  return candidate;
}
