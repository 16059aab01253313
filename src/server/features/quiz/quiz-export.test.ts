import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../../shared/quiz';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { rightAnswers, storedQuestions, studyText } from '../../test/quiz-answers';
import { json } from './quiz-test-support';

const ctx = useTestApp();

async function completedQuiz(cookie: string) {
  const response = await upload(ctx.app, '/api/generate-quiz', [], {
    cookie,
    fields: { text: studyText('computer-networks'), difficulty: 'hard', numQuestions: '5' },
  });
  const quiz = response.json();
  const questions = await storedQuestions(ctx.database, quiz.id);
  return { quiz, questions };
}

describe('GET /api/quizzes/:id/export', () => {
  it('is refused until the quiz is completed, since it holds the answers', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz } = await completedQuiz(cookie);
    const response = await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}/export?format=tsv`, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(QUIZ_TEXT.exportBeforeCompletion);
  });

  it('exports Anki-importable tab-separated cards that parse back into each question and its answer', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await completedQuiz(cookie);
    await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers: rightAnswers(questions) });
    const response = await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}/export?format=tsv`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/tab-separated-values');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.tsv"/);
    const lines = response.body.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['#separator:tab', '#html:true']);
    const cards = lines.filter((line) => !line.startsWith('#')).map((line) => line.split('\t'));
    expect(cards).toHaveLength(questions.length);
    const unescape = (field: string) => field.replace(/<br>/g, '\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    cards.forEach(([front, back, ...rest], i) => {
      const question = questions[i]!;
      expect(rest).toEqual([]);
      expect(unescape(front!).startsWith(question.question)).toBe(true);
      const answer = question.type === 'mcq' ? question.options![question.correctAnswer as number]! : String(question.correctAnswer);
      expect(unescape(back!).startsWith(answer)).toBe(true);
    });
  });

  it('exports a Markdown review sheet with each question, the right answer and the score', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await completedQuiz(cookie);
    await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers: rightAnswers(questions) });
    const response = await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}/export?format=md`, cookie);
    expect(response.headers['content-type']).toContain('text/markdown');
    const sections = response.body.split(/^## /m);
    expect(sections[0]).toContain(`# ${quiz.title}`);
    expect(sections[0]).toContain('Score: 100%');
    expect(sections.slice(1)).toHaveLength(questions.length);
    sections.slice(1).forEach((section, i) => {
      expect(section.startsWith(`${i + 1}. ${questions[i]!.question}`)).toBe(true);
      expect(section).toContain('**Answer:** ');
      expect(section).toContain('(correct)');
    });
  });
});
