// Builds web pages for tests and benches.

const PARAGRAPH =
  '<p>Osmosis moves water across a membrane from a dilute solution to a concentrated one, and diffusion spreads particles out.</p>\n';

/** An article of about `bytes` bytes: a heading, then sections of paragraphs. */
export function largeArticleHtml(bytes: number): string {
  const parts = ['<!doctype html><html><head><title>Osmosis and diffusion</title></head><body><article><h1>Osmosis and diffusion</h1>'];
  let size = parts[0]!.length;
  for (let index = 0; size < bytes - 40; index += 1) {
    const part = index % 20 === 0 ? `<section><h2>Part ${index / 20 + 1}</h2>${PARAGRAPH}</section>` : PARAGRAPH;
    parts.push(part);
    size += part.length;
  }
  parts.push('</article></body></html>');
  return parts.join('');
}
