import type TurndownService from 'turndown';
import { lazyRequire } from '../../lazy-require';

const loadTurndown = lazyRequire<typeof TurndownService>('turndown');

/**
 * Markdown of sanitized note HTML. Headings move one level down so that each note's title can be
 * the level-1 heading of its section in an export. Underline has no Markdown form: its words stay.
 */
function createTurndown(): TurndownService {
  const turndown = new (loadTurndown())({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
  });

  turndown.addRule('shiftedHeading', {
    filter: ['h1', 'h2', 'h3'],
    replacement: (content, node) => {
      const level = Number(node.nodeName.charAt(1)) + 1;
      return `\n\n${'#'.repeat(level)} ${content.trim()}\n\n`;
    },
  });

  turndown.addRule('strikethrough', {
    filter: (node) => ['S', 'STRIKE', 'DEL'].includes(node.nodeName),
    replacement: (content) => (content.trim() ? `~~${content}~~` : content),
  });

  // TipTap wraps each list item in a paragraph, which turndown renders as a loose list with blank lines.
  turndown.addRule('listParagraph', {
    filter: (node) => node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
    replacement: (content, node) => (node.nextSibling ? `${content}\n` : content),
  });

  turndown.addRule('tightListItem', {
    filter: 'li',
    replacement: (content, node) => {
      const list = node.parentNode as HTMLElement | null;
      let marker = '- ';
      if (list?.nodeName === 'OL') {
        const start = Number(list.getAttribute('start') ?? 1);
        marker = `${(Number.isFinite(start) ? start : 1) + Array.prototype.indexOf.call(list.children, node)}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '')
        .replace(/\n/g, `\n${' '.repeat(marker.length)}`);
      return `${marker}${body}${node.nextSibling ? '\n' : ''}`;
    },
  });

  return turndown;
}

// Built on the first export rather than at start.
let converter: TurndownService | undefined;

export function noteHtmlToMarkdown(html: string): string {
  converter ??= createTurndown();
  return converter.turndown(html).trim();
}
