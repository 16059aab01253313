import { type CSSProperties, createElement, type ReactNode } from 'react';
import {
  isAllowedNoteLink,
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_DROPPED_WITH_CONTENT,
  NOTE_HTML_STYLES,
  NOTE_HTML_TAGS,
  NOTE_LINK_REL,
  NOTE_LINK_TARGET,
} from '../../../shared/note-html';

// A stored note's HTML as React elements, for reading it without the editor, through the allow-list
// the server's sanitizer keeps (src/shared/note-html.ts): the elements the editor writes, a link's
// http(s)/mailto address, a list's start and a paragraph's or heading's alignment; nothing in a note
// can run.

const ELEMENTS = new Set<string>(NOTE_HTML_TAGS);
const DROPPED = new Set<string>(NOTE_HTML_DROPPED_WITH_CONTENT);
const VOID = new Set(['br', 'hr']);
/** Attributes that are not copied as they are: a link's are set here, a style is filtered. */
const HANDLED = new Set(['href', 'rel', 'target', 'style']);

const camelCase = (property: string) => property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The declarations of a `style` attribute the allow-list keeps, as React's style object. */
function keptStyle(style: string | null): CSSProperties | undefined {
  if (!style) return undefined;
  const kept: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (NOTE_HTML_STYLES[property]?.test(value)) kept[camelCase(property)] = value;
  }
  return Object.keys(kept).length ? kept : undefined;
}

function attributes(node: Element, tag: string, key: number): Record<string, unknown> {
  const allowed = NOTE_HTML_ATTRIBUTES[tag] ?? [];
  const props: Record<string, unknown> = { key };
  for (const name of allowed) {
    if (HANDLED.has(name)) continue;
    const value = node.getAttribute(name);
    if (value !== null) props[name] = value;
  }
  if (allowed.includes('style')) {
    const style = keptStyle(node.getAttribute('style'));
    if (style) props.style = style;
  }
  return props;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  // An element the editor does not write keeps its text and loses itself.
  if (!ELEMENTS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = node.getAttribute('href');
    return isAllowedNoteLink(href)
      ? createElement('a', { key, href: href!.trim(), rel: NOTE_LINK_REL, target: NOTE_LINK_TARGET }, ...children)
      : createElement('span', { key }, ...children);
  }
  return createElement(tag, attributes(node, tag, key), ...children);
}

export function NoteHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, toReact)}</>;
}
