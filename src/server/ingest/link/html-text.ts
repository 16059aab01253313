// Turns a DOM subtree into plain text a learner (and a language model) can read: one paragraph
// per block element, separated by a blank line; inline whitespace collapsed as a browser would.

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tr',
  'ul',
]);
// Never visible as text, or (forms, media) without text worth studying.
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'select',
  'button',
  'textarea',
  'input',
  'head',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

class Paragraphs {
  readonly done: string[] = [];
  private current = '';

  text(value: string) {
    this.current += value.replace(/\s+/g, ' ');
  }

  lineBreak() {
    this.current += '\n';
  }

  line(value: string) {
    this.current += `\n${value}\n`;
  }

  end() {
    const lines = this.current.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    const paragraph = lines.filter(Boolean).join('\n');
    if (paragraph) this.done.push(paragraph);
    this.current = '';
  }

  // Code keeps its indentation and blank lines: collapsing them would change its meaning.
  preformatted(value: string) {
    this.end();
    const code = value.replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');
    if (code) this.done.push(code);
  }
}

function walk(node: Node, out: Paragraphs) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      out.text(child.textContent ?? '');
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (SKIPPED.has(tag) || (child as Element).hasAttribute('hidden')) continue;
    if (tag === 'br') out.lineBreak();
    else if (tag === 'pre') out.preformatted(child.textContent ?? '');
    else if (tag === 'li') {
      // Items of one list form one paragraph, a line each, even when an item holds paragraphs.
      const item = textOf(child).replace(/\n+/g, '\n');
      if (item) out.line(`- ${item}`);
    } else if (BLOCKS.has(tag)) {
      out.end();
      walk(child, out);
      out.end();
    } else {
      walk(child, out);
      // Cells of one row stay on one line, but apart.
      if (tag === 'td' || tag === 'th') out.text(' ');
    }
  }
}

/** Plain text of a node: paragraphs separated by one blank line. */
export function textOf(node: Node): string {
  const out = new Paragraphs();
  walk(node, out);
  out.end();
  return out.done.join('\n\n');
}

/** Plain text as a server sent it: line endings unified, runs of blank lines shortened. */
export function tidyPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
