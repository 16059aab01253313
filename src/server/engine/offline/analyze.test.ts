import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './analyze';

const text = readFileSync(path.join(import.meta.dirname, 'fixtures', 'computer-networks.txt'), 'utf8');

describe('Want To Learn analysis on the offline engine', () => {
  it('explains with sentences of the material and names its key terms', () => {
    const result = analyzeOffline(text);
    const firstSentence = result.explanation.split('. ')[0]!;
    expect(text).toContain(firstSentence);
    expect(result.explanation).toMatch(/\*\*Key terms:\*\* .+/);
    expect(result.explanation).toContain('offline engine');
  });

  it('gives a study plan and a quick quiz with one right option each', () => {
    const result = analyzeOffline(text);
    expect(result.studyPlan!.overview.length).toBeGreaterThan(10);
    expect(result.studyPlan!.steps.length).toBeGreaterThanOrEqual(4);
    expect(result.quiz!.questions.length).toBeGreaterThanOrEqual(2);
    for (const question of result.quiz!.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.correct).toBeGreaterThanOrEqual(0);
      expect(question.correct).toBeLessThan(4);
    }
  });

  it('still explains a short text, without a quiz it cannot build', () => {
    const result = analyzeOffline('Mitochondria release energy from glucose in every cell.');
    expect(result.explanation).toContain('Mitochondria release energy');
    expect(result.quiz).toBeUndefined();
  });
});
