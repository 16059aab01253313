import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentences, words } from './nlp';
import { fleschKincaidGrade } from './simplify';
import { extractiveSummary, summarizeOffline } from './summarize';
import { lede } from './textrank';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const TEXTS = ['photosynthesis', 'french-revolution', 'computer-networks'].map((name) => ({ name, text: fixture(name) }));

describe.each(TEXTS)('offline summary of $name', ({ text }) => {
  it('is much shorter than the text and made of its own sentences, in their order', () => {
    const summary = extractiveSummary(text);
    const all = sentences(text).map((s) => s.text);
    expect(summary.length).toBeGreaterThanOrEqual(3);
    expect(summary.join(' ').length).toBeLessThan(text.length * 0.5);
    const positions = summary.map((sentence) => all.indexOf(sentence));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('opens with the first paragraph, not the title line above it', () => {
    const list = sentences(text);
    const summary = extractiveSummary(text);
    expect(summary).not.toContain(list[0]!.text);
    expect(summary.slice(0, lede(list).length)).toEqual(lede(list).map((i) => list[i]!.text));
  });

  it('is the same every time', () => {
    expect(summarizeOffline(text, 'summary')).toBe(summarizeOffline(text, 'summary'));
  });

  it('gives key points as short bullets whose words come from the text', () => {
    const points = summarizeOffline(text, 'keypoints').split('\n');
    expect(points.length).toBeGreaterThanOrEqual(3);
    const vocabulary = new Set(words(text));
    for (const point of points) {
      expect(point).toMatch(/^- [A-Z0-9]/);
      for (const word of words(point)) expect(vocabulary.has(word), word).toBe(true);
    }
    expect(points.join(' ').length).toBeLessThan(text.length * 0.5);
  });

  it('simplifies to a lower reading grade', () => {
    const simple = summarizeOffline(text, 'simplify');
    expect(fleschKincaidGrade(simple)).toBeLessThan(fleschKincaidGrade(text));
  });
});

describe('offline summary edge cases', () => {
  it('keeps a text of three sentences or fewer whole', () => {
    const text = 'Cells are the unit of life. They divide by mitosis. Each has a membrane.';
    expect(summarizeOffline(text, 'summary')).toBe(text);
  });

  it('does not repeat a sentence that appears twice', () => {
    const paragraph = fixture('photosynthesis');
    const summary = extractiveSummary(`${paragraph}\n\n${paragraph}`);
    expect(new Set(summary).size).toBe(summary.length);
  });

  it('has no lede when the text is a single paragraph', () => {
    const paragraph = fixture('photosynthesis').split('\n\n')[1]!;
    expect(lede(sentences(paragraph))).toEqual([]);
    expect(lede(sentences(fixture('photosynthesis'))).length).toBeGreaterThan(0);
  });

  it('answers nothing for empty text', () => {
    expect(summarizeOffline('   ', 'summary')).toBe('');
  });
});
