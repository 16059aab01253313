import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentences, words } from './nlp';
import { extractiveSummary } from './summarize';
import { scoreSummaries, type ReferencePair } from './summary-eval';
import { SUMMARY_MAX_WORDS } from './summary-length';

// The committed evaluation set (editors' summaries, bench/rouge-eval): quality must not regress on it.
const pairs = readFileSync(path.join(import.meta.dirname, '../../../../bench/rouge-eval/articles.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ReferencePair);
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const FIXTURES = ['photosynthesis', 'french-revolution', 'computer-networks'].map(fixture);

describe('offline summary quality on the committed evaluation set', () => {
  const scores = scoreSummaries(pairs);

  it('beats lead-k and classic TextRank given the same number of sentences', () => {
    expect(scores.ours).toBeGreaterThan(scores.leadK);
    expect(scores.ours).toBeGreaterThan(scores.textRank);
  });

  it('keeps its ROUGE-1 (0.208 when the length rule was set; 0.161 before)', () => {
    expect(scores.ours).toBeGreaterThanOrEqual(0.2);
  });

  it('is a short summary: about a quarter of these articles, not a third', () => {
    expect(scores.share).toBeGreaterThan(0.15);
    expect(scores.share).toBeLessThan(0.3);
  });
});

describe('offline summary length follows the text', () => {
  it('keeps a long text to about a paragraph', () => {
    let long = '';
    for (let i = 0; long.length < 10_000; i += 1) long += `${FIXTURES[i % FIXTURES.length]}\n\n`;
    const summary = extractiveSummary(long.slice(0, 10_000));
    // The last sentence is kept when at least half of it fits.
    expect(words(summary.join(' ')).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS + 25);
    expect(summary.length).toBeGreaterThanOrEqual(3);
  });

  it.each(FIXTURES.map((text, i) => [i, text] as const))('summarises fixture %i in at most about 150 words', (_i, text) => {
    const summary = extractiveSummary(text);
    expect(words(summary.join(' ')).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS + 25);
    expect(summary.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps about half of a short text', () => {
    const short = FIXTURES[0]!.split('\n\n').slice(0, 3).join('\n\n');
    const textWords = words(short).length;
    const summaryWords = words(extractiveSummary(short).join(' ')).length;
    expect(textWords).toBeLessThan(2 * SUMMARY_MAX_WORDS);
    expect(summaryWords / textWords).toBeGreaterThan(0.35);
    expect(summaryWords / textWords).toBeLessThan(0.65);
    expect(extractiveSummary(short).length).toBeLessThan(sentences(short).length);
  });
});
