import { describe, expect, it } from 'vitest';
import { answersById, answersInOrder, answerText, isAnswered, questionNumber, unansweredCount } from './quiz';

const mcq = { type: 'mcq' as const, options: ['red', 'green', 'blue'] };
const written = { type: 'short_answer' as const };

describe('the one "answered" rule', () => {
  it('counts nothing, blank text and an index outside the options as no answer', () => {
    expect([null, undefined, '', '   '].map((answer) => isAnswered(answer))).toEqual([false, false, false, false]);
    expect([0, 2, 3, -1, 1.5, 'green'].map((answer) => isAnswered(answer, mcq))).toEqual([true, true, false, false, false, false]);
    expect(['Chlorophyll', ' ', null].map((answer) => isAnswered(answer, written))).toEqual([true, false, false]);
    expect(unansweredCount([mcq, written, mcq], [1, '  ', 9])).toBe(2);
    expect([answerText(mcq, 2), answerText(mcq, 7), answerText(written, ''), answerText(written, 'Leaf')]).toEqual([
      'blue',
      null,
      null,
      'Leaf',
    ]);
  });
});

describe('one answer shape', () => {
  it('goes from the list in question order to the map by question id and back; a missing id is unanswered', () => {
    const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
    expect(answersById(questions, [1, 'Leaf'])).toEqual({ q1: 1, q2: 'Leaf', q3: null });
    expect(answersInOrder(questions, { q3: 2, q1: 0 })).toEqual([0, null, 2]);
    expect(answersInOrder([{ id: 'toString' }], {})).toEqual([null]);
  });

  it('numbers questions from 1', () => {
    expect([0, 4].map(questionNumber)).toEqual([1, 5]);
  });
});
