import { parseHTML } from 'linkedom';

// Elements that belong in <head> wherever a page put them: Readability looks for them there.
const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'base', 'style']);
const DOCTYPE_NODE = 10;

function copyAttributes(from: Element, to: Element) {
  for (const { name, value } of Array.from(from.attributes)) to.setAttribute(name, value);
}

/**
 * Parses HTML into a well-formed document. linkedom builds <head> and <body> only when the page
 * spells out <html>, <head> and <body> in order; browsers (and real pages) do without, so the
 * parsed nodes are moved into a skeleton the way a browser would place them.
 */
export function parseDocument(html: string): Document {
  // linkedom's DOM implements what Readability and we use; its types are its own, hence the casts.
  const parsed = parseHTML(html).document as unknown as Document;
  const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>') as unknown as {
    document: Document;
  };
  const place = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeType === DOCTYPE_NODE) continue;
      const tag = node.nodeType === 1 ? (node as Element).tagName.toLowerCase() : '';
      if (tag === 'html' || tag === 'head' || tag === 'body') {
        if (tag === 'html') copyAttributes(node as Element, document.documentElement);
        if (tag === 'body') copyAttributes(node as Element, document.body);
        place(Array.from(node.childNodes));
      } else if (HEAD_ELEMENTS.has(tag)) document.head.appendChild(node);
      else document.body.appendChild(node);
    }
  };
  place(Array.from(parsed.childNodes));
  return document;
}
