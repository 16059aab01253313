import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIZ_DIFFICULTIES, QUIZ_MESSAGES } from '../../../shared/quiz';
import { EngineError } from '../errors';
import { gradeQuizOffline } from './grade';
import { generateQuizOffline } from './quiz';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const SUBJECTS = ['photosynthesis', 'french-revolution', 'computer-networks'];

describe.each(SUBJECTS)('offline quiz on %s', (name) => {
  const text = fixture(name);

  it.each(QUIZ_DIFFICULTIES)('%s: the requested number of questions, each from the material', (difficulty) => {
    const quiz = generateQuizOffline({ text, difficulty, count: 8 });
    expect(quiz.questions).toHaveLength(8);
    expect(quiz.title.length).toBeGreaterThan(6);
    for (const question of quiz.questions) {
      expect(text).toContain(question.source!.split(' ').slice(0, 6).join(' '));
      expect(question.explanation.length).toBeGreaterThan(10);
    }
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(8);
  });

  it('gives multiple-choice questions four different options with exactly one right, found in the source', () => {
    const quiz = generateQuizOffline({ text, difficulty: 'medium', count: 10 });
    const choices = quiz.questions.filter((q) => q.type === 'mcq');
    expect(choices.length).toBeGreaterThanOrEqual(5);
    for (const question of choices) {
      const options = question.options!;
      expect(options).toHaveLength(4);
      expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(4);
      const right = options[question.correctAnswer as number]!;
      expect(question.question).toContain('_____');
      expect(question.source).toContain(right);
      expect(question.question.replace('_____', right)).toBe(`Fill in the blank: ${question.source}`);
    }
  });

  it('asks more written questions when hard than when easy', () => {
    const written = (difficulty: 'easy' | 'hard') =>
      generateQuizOffline({ text, difficulty, count: 10 }).questions.filter((q) => q.type !== 'mcq').length;
    expect(written('easy')).toBe(0);
    expect(written('hard')).toBeGreaterThan(0);
  });

  it('is the same every time', () => {
    const one = generateQuizOffline({ text, difficulty: 'hard', count: 6 });
    expect(generateQuizOffline({ text, difficulty: 'hard', count: 6 })).toEqual(one);
  });
});

describe('offline quiz limits', () => {
  it('answers 422 with a message that says what to do when there is too little material', () => {
    const attempt = () => generateQuizOffline({ text: 'Cells divide.', difficulty: 'easy', count: 5 });
    expect(attempt).toThrow(EngineError);
    expect(attempt).toThrow(QUIZ_MESSAGES.noMaterial);
  });

  it('uses the given topic as the title', () => {
    const quiz = generateQuizOffline({ text: fixture('photosynthesis'), topic: 'plant biology', difficulty: 'easy', count: 3 });
    expect(quiz.title).toBe('Quiz: Plant biology');
  });
});

describe('offline grading', () => {
  const quiz = generateQuizOffline({ text: fixture('computer-networks'), difficulty: 'hard', count: 6 });

  it('marks right multiple-choice answers correct and scores the share', () => {
    const answers = quiz.questions.map((q) => (q.type === 'mcq' ? (q.correctAnswer as number) : null));
    const result = gradeQuizOffline(quiz.questions, answers);
    const choices = quiz.questions.filter((q) => q.type === 'mcq').length;
    expect(result.correctAnswers).toBe(choices);
    expect(result.totalQuestions).toBe(6);
    expect(result.score).toBe(Math.round((100 * choices) / 6));
    expect(result.feedback.find((f) => !f.correct)?.feedback).toBe('Not answered.');
  });

  it('names the right option when a choice is wrong', () => {
    const question = quiz.questions.find((q) => q.type === 'mcq')!;
    const wrong = ((question.correctAnswer as number) + 1) % 4;
    const [feedback] = gradeQuizOffline([question], [wrong]).feedback;
    expect(feedback!.correct).toBe(false);
    expect(feedback!.feedback).toContain(question.options![question.correctAnswer as number]!);
  });

  it('grades written answers on meaning: the source itself is right, half of it partly right, nonsense wrong', () => {
    const question = quiz.questions.find((q) => q.type !== 'mcq')!;
    const expected = String(question.correctAnswer);
    expect(gradeQuizOffline([question], [expected]).feedback[0]!.correct).toBe(true);
    const half = expected
      .split(' ')
      .slice(0, Math.ceil(expected.split(' ').length * 0.45))
      .join(' ');
    const partly = gradeQuizOffline([question], [half]).feedback[0]!;
    expect(partly.correct).toBe(false);
    expect(partly.feedback).toMatch(/^(Partly right|Not quite)/);
    expect(gradeQuizOffline([question], ['bananas are yellow']).feedback[0]!.feedback).toMatch(/^Not quite/);
  });

  it('gives overall feedback by score band', () => {
    const question = quiz.questions.find((q) => q.type === 'mcq')!;
    expect(gradeQuizOffline([question], [question.correctAnswer as number]).overallFeedback).toMatch(/^Excellent/);
    expect(gradeQuizOffline([question], [null]).overallFeedback).toMatch(/^Keep practising/);
  });
});
