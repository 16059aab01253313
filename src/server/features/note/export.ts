import { noteHtmlToExportText } from './html-text';
import { noteHtmlToMarkdown } from './markdown';

export type ExportFormat = 'txt' | 'md';

export interface ExportedNote {
  title: string;
  content: string;
  subject: string;
  tags: string[];
  createdAt: Date;
}

/** The server's calendar day, as exportFileName names the file, so a note and its file agree. */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function textSection(item: ExportedNote): string {
  const header = [
    item.title,
    '='.repeat(Math.min(Math.max(item.title.length, 3), 80)),
    `Subject: ${item.subject}`,
    ...(item.tags.length ? [`Tags: ${item.tags.join(', ')}`] : []),
    `Date: ${day(item.createdAt)}`,
  ];
  return `${header.join('\n')}\n\n${noteHtmlToExportText(item.content)}`;
}

// A title is the user's text, not Markdown: escape what would change its meaning on a heading line.
const markdownText = (text: string) => text.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

function markdownSection(item: ExportedNote): string {
  const meta = [
    `**Subject:** ${markdownText(item.subject)}`,
    ...(item.tags.length ? [`**Tags:** ${item.tags.map(markdownText).join(', ')}`] : []),
    `**Date:** ${day(item.createdAt)}`,
  ];
  return `# ${markdownText(item.title)}\n\n${meta.join('  \n')}\n\n${noteHtmlToMarkdown(item.content)}`;
}

/** One file holding every note: a header block per note (title, subject, tags, date), then its content. */
export function renderExport(notes: ExportedNote[], format: ExportFormat): string {
  if (format === 'md') return `${notes.map(markdownSection).join('\n\n---\n\n')}\n`;
  return `${notes.map(textSection).join(`\n\n${'-'.repeat(40)}\n\n`)}\n`;
}
