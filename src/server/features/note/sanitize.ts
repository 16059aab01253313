import type sanitizeHtml from 'sanitize-html';
import {
  isAllowedNoteLink,
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_DROPPED_WITH_CONTENT,
  NOTE_HTML_STYLES,
  NOTE_HTML_TAGS,
  NOTE_LINK_REL,
  NOTE_LINK_SCHEMES,
  NOTE_LINK_TARGET,
} from '../../../shared/note-html';
import { lazyRequire } from '../../lazy-require';

// Loaded on the first note written rather than at start.
const loadSanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

// The allow-list is shared with the offline note reader (src/shared/note-html.ts).

/** Deep nesting has no use in a note and would let a crafted note exhaust the stack of the exporters. */
const NESTING_LIMIT = 32;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(NOTE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: { '*': Object.fromEntries(Object.entries(NOTE_HTML_STYLES).map(([name, value]) => [name, [value]])) },
  allowedClasses: {},
  allowedSchemes: [...NOTE_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...NOTE_HTML_DROPPED_WITH_CONTENT],
  nestingLimit: NESTING_LIMIT,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      if (!isAllowedNoteLink(attribs.href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href: attribs.href!.trim(), rel: NOTE_LINK_REL, target: NOTE_LINK_TARGET } };
    },
  },
  // A link that lost its address keeps its words but stops being a link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Note HTML reduced to the editor's allow-list: no scripts, event handlers, foreign URLs or styles. */
export function sanitizeNoteHtml(html: string): string {
  return loadSanitizer()(html, OPTIONS).trim();
}
