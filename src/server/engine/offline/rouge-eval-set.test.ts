import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentences, words } from './nlp';

// The committed ROUGE evaluation set that scripts/bench-engine.ts scores by default.
const dir = path.join(import.meta.dirname, '../../../../bench/rouge-eval');
const records = readFileSync(path.join(dir, 'articles.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);
const manifest = readFileSync(path.join(dir, 'sources.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .slice(1);

describe('ROUGE evaluation set', () => {
  it('has 20 to 60 articles with unique ids, one for each listed source', () => {
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(records.length).toBeLessThanOrEqual(60);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(manifest).toHaveLength(records.length);
  });

  it.each(records.map((r) => [r.id, r] as const))('%s is well formed', (_id, record) => {
    for (const key of ['id', 'title', 'article', 'reference', 'source'] as const) {
      expect(typeof record[key]).toBe('string');
      expect((record[key] as string).trim()).not.toBe('');
    }
    const article = record.article as string;
    const reference = record.reference as string;
    // Enough sentences for a three-sentence summary to be a choice, and a reference much shorter than the text.
    expect(sentences(article).length).toBeGreaterThanOrEqual(8);
    expect(words(reference).length).toBeLessThan(words(article).length / 3);
    // The reference is the editors' own summary, not a copy of the opening.
    expect(article.startsWith(reference)).toBe(false);
    expect(article).not.toMatch(/\]\(|\{\{|<\/?[a-z]/i);
  });
});
