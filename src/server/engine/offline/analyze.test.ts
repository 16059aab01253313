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

  it('explains a typed topic from the dictionary with the words in its definition worth knowing, and says so', () => {
    const result = analyzeOffline('mitochondrion');
    expect(result.explanation).toContain('**mitochondrion** is a kind of organelle');
    expect(result.explanation).toContain('producing energy');
    expect(result.explanation).toContain('- **enzyme**: any of several complex proteins');
    expect(result.explanation).toContain('offline engine');
    expect(result.studyPlan!.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('shows no WordNet neighbours a student does not need, and no quiz on the word just typed', () => {
    const result = analyzeOffline('Photosynthesis');
    expect(result.explanation).not.toMatch(/Related ideas|acylation|agglutination|amylolysis/);
    expect(result.explanation).toContain('Words in the definition worth knowing:\n- **synthesis**: ');
    expect(result.explanation).toContain('- **radiant energy**: ');
    expect(result.explanation).not.toContain('- **aid**');
    expect(JSON.stringify(result.studyPlan)).not.toMatch(/acylation|related ideas/i);
    expect(result.quiz).toBeUndefined();
  });

  it('answers 422 with what to do for a topic it cannot find', async () => {
    const { ANALYZE_MESSAGES } = await import('../../../shared/want-to-learn');
    expect(() => analyzeOffline('zzqx blorft')).toThrow(ANALYZE_MESSAGES.topicOnly);
  });
});
