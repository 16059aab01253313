import { isElement, type XmlElement, type XmlNode } from './qti-tree';

/** Elements whose content is never a question's text: scripts and styles (never run), feedback, and what the caller handles. */
const SKIPPED = new Set([
  'script',
  'style',
  'stylesheet',
  'object',
  'rubricBlock',
  'modalFeedback',
  'feedbackBlock',
  'feedbackInline',
  'templateBlock',
  'templateInline',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'contentBody',
]);

/** A MathML formula back as TeX: the annotation our export (and most editors) keep, else the formula's own characters. */
function mathText(math: XmlElement): string {
  const annotation = findAnnotation(math);
  const tex = (annotation ? rawText(annotation) : rawText(math)).trim();
  return math.attrs.display === 'block' ? `$$${tex}$$` : `$${tex}$`;
}

function findAnnotation(node: XmlElement): XmlElement | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.name === 'annotation' && child.attrs.encoding === 'application/x-tex') return child;
    const deeper = findAnnotation(child);
    if (deeper) return deeper;
  }
  return undefined;
}

function rawText(node: XmlElement): string {
  return node.children.map((child) => (isElement(child) ? (child.name === 'annotation' ? '' : rawText(child)) : child.text)).join('');
}

/**
 * The readable text of QTI content: whitespace collapsed as a browser would, `<br>` and blocks as
 * line breaks, formulas as `$…$`, images by their alt text. `replace` may stand in for an element
 * (a text-entry interaction becomes a blank, say); return undefined to read it as usual.
 */
export function textOf(node: XmlElement, replace: (element: XmlElement) => string | undefined = () => undefined): string {
  let out = '';
  const walk = (children: XmlNode[]) => {
    for (const child of children) {
      if (!isElement(child)) {
        out += child.text.replace(/[ \t\r\n]+/g, ' ');
        continue;
      }
      const instead = replace(child);
      if (instead !== undefined) out += instead;
      else if (SKIPPED.has(child.name)) continue;
      else if (child.name === 'br') out += '\n';
      else if (child.name === 'math') out += mathText(child);
      else if (child.name === 'img') out += child.attrs.alt ? `[${child.attrs.alt}]` : '';
      else if (BLOCKS.has(child.name)) {
        out += '\n';
        walk(child.children);
        out += '\n';
      } else walk(child.children);
    }
  };
  walk(node.children);
  // Runs are shortened first, so that no pattern below backtracks over a long run (decision 043).
  return out
    .replace(/ {2,}/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
