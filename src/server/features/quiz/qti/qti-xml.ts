import katex from 'katex';

/** Text for an XML element or a double-quoted attribute; characters XML 1.0 cannot hold at all are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** `$$…$$` (display) and `$…$` (inline), as the Markdown renderer reads them. */
const MATH = /\$\$([^$]+?)\$\$|\$([^$\n]+?)\$/g;

/** One TeX formula as a MathML `<math>` element (its TeX kept as an annotation, which the import reads back). */
function mathMl(tex: string, display: boolean): string | null {
  const html = katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: false });
  return /<math[\s\S]*<\/math>/.exec(html)?.[0] ?? null;
}

/**
 * A question's text as QTI inline content: escaped, line breaks as `<br/>`, and each formula as
 * MathML so that players without a TeX renderer show it. A formula KaTeX cannot read stays as text.
 */
export function contentXml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    const display = match[1] !== undefined;
    const math = mathMl((match[1] ?? match[2])!, display);
    if (!math) continue;
    out += plain(text.slice(last, match.index)) + math;
    last = match.index + match[0].length;
  }
  return out + plain(text.slice(last));
}

const plain = (text: string) => escapeXml(text).replace(/\r?\n/g, '<br/>');
