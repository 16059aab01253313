// What a note's HTML may hold: what the TipTap editor of /notes writes (StarterKit, Underline,
// TextAlign, Link), and nothing else. One list for both readers of it: the server's sanitizer keeps
// exactly this when a note is saved or imported, and the offline reader (decision 076) shows a kept
// copy through the same list, so a note reads the same with or without the network.

/** The elements a note keeps; any other loses itself and keeps its words. */
export const NOTE_HTML_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
] as const;

/** Elements dropped with everything in them: what they hold is no words of the note. */
export const NOTE_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'iframe',
  'xmp',
  'noembed',
  'noframes',
] as const;

/** The elements the editor aligns (TextAlign), through their `style`. */
const ALIGNABLE = ['p', 'h1', 'h2', 'h3'] as const;

/**
 * The attributes each element keeps. A link's `rel` and `target` are not the note's own: they are
 * always NOTE_LINK_REL and NOTE_LINK_TARGET.
 */
export const NOTE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  ol: ['start'],
  ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
};

/** The only declarations a `style` keeps, and the values each may take. */
export const NOTE_HTML_STYLES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(?:left|center|right|justify)$/,
};

/** The schemes a link may point to. */
export const NOTE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const NOTE_LINK_REL = 'noopener noreferrer nofollow';
export const NOTE_LINK_TARGET = '_blank';

const LINK_PROTOCOLS = new Set<string>(NOTE_LINK_SCHEMES.map((scheme) => `${scheme}:`));

/** Parsed with the URL parser, as a browser would, so tabs, newlines and entities cannot hide a scheme. */
export function isAllowedNoteLink(href: string | null | undefined): boolean {
  if (!href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}
