import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lazy-require';

// Loaded on the first note written rather than at start.
const loadSanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

// What the TipTap editor of /notes produces (StarterKit, Underline, TextAlign, Link), and nothing else.
const ALLOWED_TAGS = [
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
];
const ALIGNABLE = ['p', 'h1', 'h2', 'h3'];
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
export const LINK_REL = 'noopener noreferrer nofollow';

/** Deep nesting has no use in a note and would let a crafted note exhaust the stack of the exporters. */
const NESTING_LIMIT = 32;

/** Parsed with the URL parser, as a browser would, so tabs, newlines and entities cannot hide a scheme. */
function isAllowedLink(href: string | undefined): boolean {
  if (!href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
  },
  allowedStyles: { '*': { 'text-align': [/^(?:left|center|right|justify)$/] } },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'xmp', 'noembed', 'noframes'],
  nestingLimit: NESTING_LIMIT,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      if (!isAllowedLink(attribs.href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href: attribs.href!.trim(), rel: LINK_REL, target: '_blank' } };
    },
  },
  // A link that lost its address keeps its words but stops being a link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Note HTML reduced to the editor's allow-list: no scripts, event handlers, foreign URLs or styles. */
export function sanitizeNoteHtml(html: string): string {
  return loadSanitizer()(html, OPTIONS).trim();
}
