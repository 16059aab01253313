import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '../../../shared/quiz';
import { httpFailure } from '../llm/test-support';
import { offlineEngine } from './offline-engine';
import { isOffensive, siblings } from './wordnet';

const notes = readFileSync(new URL('./fixtures/photosynthesis.txt', import.meta.url), 'utf8');

describe('a quiz on a topic with no text', () => {
  it("is built from the student's notes on the topic when retrieval found some", async () => {
    const quiz = await offlineEngine.generateQuiz({
      text: '',
      topic: 'photosynthesis',
      difficulty: 'easy',
      count: 5,
      context: [{ title: 'Biology notes', text: notes }],
    });
    expect(quiz.title).toBe('Quiz: Photosynthesis');
    expect(quiz.questions).toHaveLength(5);
    for (const question of quiz.questions) expect(notes).toContain(question.source);
  });

  it('falls back to a dictionary-level quiz from WordNet: one right option among four unique ones', async () => {
    const quiz = await offlineEngine.generateQuiz({ text: '', topic: 'volcano', difficulty: 'easy', count: 5 });
    expect(quiz.title).toBe('Quiz: Volcano (dictionary level)');
    expect(quiz.questions).toHaveLength(5);
    expect(quiz.questions[0]!.question).toContain('molten lava');
    const first = quiz.questions[0]!;
    expect(first.options![first.correctAnswer as number]).toBe('volcano');
    for (const question of quiz.questions) {
      expect(question.type).toBe('mcq');
      expect(new Set(question.options).size).toBe(4);
      expect(question.explanation).toContain(question.options![question.correctAnswer as number]!);
    }
    // The right answer is not always in the same place.
    expect(new Set(quiz.questions.map((q) => q.correctAnswer)).size).toBeGreaterThan(2);
  });

  it('is the same quiz every time', async () => {
    const input = { text: '', topic: 'French Revolution', difficulty: 'medium' as const, count: 4 };
    expect(await offlineEngine.generateQuiz(input)).toEqual(await offlineEngine.generateQuiz(input));
  });

  it('never offers a word WordNet labels as a slur or insult', () => {
    expect(isOffensive('chink')).toBe(true);
    expect(isOffensive('crevasse')).toBe(false);
    expect(siblings('volcano', 'noun', 20)).not.toContain('chink');
  });

  it('answers 422 with what to do when there is nothing to build from', async () => {
    for (const topic of ['', 'qwzx vbnm']) {
      expect(await httpFailure(() => offlineEngine.generateQuiz({ text: '', topic, difficulty: 'easy', count: 5 }))).toMatchObject({
        status: 422,
        message: QUIZ_MESSAGES.noMaterial,
      });
    }
  });
});
