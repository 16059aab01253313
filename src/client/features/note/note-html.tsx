import { createElement, type ReactNode } from 'react';

// A stored note's HTML as React elements, for reading it without the editor: only the elements the
// editor writes, no attribute but a link's http(s)/mailto address, so nothing in a note can run.

const ELEMENTS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'hr',
  'a',
  'sub',
  'sup',
  'mark',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br', 'hr']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, toReact);
  const tag = node.tagName.toLowerCase();
  // An element the editor does not write keeps its text and loses itself.
  if (!ELEMENTS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    return SAFE_LINK.test(href)
      ? createElement('a', { key, href, rel: 'noopener noreferrer nofollow', target: '_blank' }, ...children)
      : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function NoteHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, toReact)}</>;
}
