import { CARD_SIDE_MAX_CHARS, type ExportFormat, type NewCard } from '../../../shared/flashcards';
import { ankiField } from '../../anki-field';
import { type DownloadFile, fileBase } from '../../http/download';
import type { CardRow, DeckRow } from './repo';

/** A deck as Anki's text import reads it (header lines, tab-separated, HTML fields) or as Markdown. */
export function exportDeck(deck: DeckRow, cards: CardRow[], format: ExportFormat): DownloadFile {
  const base = fileBase(deck.name, 'flashcards');
  if (format === 'anki') return { fileName: `${base}.txt`, contentType: 'text/plain; charset=utf-8', body: ankiText(deck.name, cards) };
  return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: markdown(deck.name, cards) };
}

// Reading an imported field touches up to 900,000 characters of a user's file, so every step is
// a scan that moves forward only (decision 043): `/<[^>]+>/g` or `/\\\[([\s\S]+?)\\\]/g` restart
// at every `<` or `\[` and scan to the end of the text when nothing closes it, which is quadratic.

/** Removes `<…>` tags as `/<[^>]+>/g` did (`<>` and an unclosed `<` stay), in one pass. */
export function stripTags(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', from)) {
    const close = text.indexOf('>', open + 1);
    // No `>` after this `<` means none after any later one either: the rest is text.
    if (close < 0) break;
    if (close === open + 1) {
      out += text.slice(from, close);
      from = close;
      continue;
    }
    out += text.slice(from, open);
    from = close + 1;
  }
  return out + text.slice(from);
}

/** Replaces `open…close` (something between) with `before…after`, as the lazy `open([\s\S]+?)close` did, in one pass. */
export function replaceDelimited(text: string, open: string, close: string, before: string, after: string): string {
  let out = '';
  let from = 0;
  for (let start = text.indexOf(open); start >= 0; start = text.indexOf(open, from)) {
    const end = text.indexOf(close, start + open.length + 1);
    // Without a close after this opening there is none after a later one either.
    if (end < 0) break;
    out += text.slice(from, start) + before + text.slice(start + open.length, end) + after;
    from = end + close.length;
  }
  return out + text.slice(from);
}

const ENTITIES: [string, string][] = [
  ['&#9;', '\t'],
  ['&nbsp;', ' '],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&amp;', '&'],
];

function fromAnkiField(field: string): string {
  // `<br\s*\/?>` cannot restart inside its own match: it stays a pattern.
  let text = stripTags(field.replace(/<br\s*\/?>/gi, '\n'));
  text = replaceDelimited(text, '\\[', '\\]', '$$', '$$');
  text = replaceDelimited(text, '\\(', '\\)', '$', '$');
  for (const [entity, char] of ENTITIES) text = text.replaceAll(entity, char);
  return text;
}

function ankiText(deckName: string, cards: CardRow[]): string {
  // Anki 2.1.55+ file headers: no import options to pick by hand.
  const header = ['#separator:tab', '#html:true', '#notetype:Basic', `#deck:${deckName.replace(/[\r\n\t]/g, ' ')}`, '#columns:Front\tBack'];
  const lines = cards.map((card) => `${ankiField(card.front)}\t${ankiField(card.back)}`);
  return [...header, ...lines].join('\n') + '\n';
}

function markdown(deckName: string, cards: CardRow[]): string {
  const lines = [`# ${deckName}`, ''];
  cards.forEach((card, i) => {
    lines.push(`## ${i + 1}. ${card.front.replace(/\n+/g, ' ')}`, '', card.back, '');
  });
  return lines.join('\n');
}

export interface ParsedImport {
  cards: NewCard[];
  skipped: number;
}

/**
 * Front/back lines separated by a tab: a plain file, or one Anki exported (its `#` header lines
 * say whether fields are HTML). Lines without both sides, or with a side too long, are skipped.
 */
export function parseTabSeparated(content: string): ParsedImport {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const html = lines.some((line) => /^#html:true\s*$/i.test(line));
  const cards: NewCard[] = [];
  let skipped = 0;
  for (const line of lines) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [rawFront = '', rawBack = ''] = line.split('\t');
    const front = (html ? fromAnkiField(rawFront) : rawFront).trim();
    const back = (html ? fromAnkiField(rawBack) : rawBack).trim();
    if (!front || !back || front.length > CARD_SIDE_MAX_CHARS || back.length > CARD_SIDE_MAX_CHARS) {
      skipped += 1;
      continue;
    }
    cards.push({ front, back, source: { kind: 'import' } });
  }
  return { cards, skipped };
}
