import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../shared/want-to-learn';
import type { SentMessage } from '../../../shared/tutor';
import { NOT_IN_NOTES } from '../../../shared/citation';
import type { Doubt } from '../../../shared/doubt';
import type { SavedStudyPath } from '../../../shared/study-path';
import { request, signUp, useTestApp } from '../../test/test-app';
import { RELEVANCE_NOTES } from '../retrieval/relevance-set';
import { OFFLINE_TUTOR_MESSAGES } from './tutor';

// What a fresh account with one note about careers in philosophy gets from the offline engine:
// answers where the engine has them, and never the philosophy note for a question it does not answer.

const ctx = useTestApp();
const PHILOSOPHY = RELEVANCE_NOTES.philosophy;

// The first math question loads mathjs (a second or more on a busy machine): once, outside any test's time.
beforeAll(() => import('./doubt/solve'));

async function philosophyStudent(): Promise<string> {
  const { cookie } = await signUp(ctx.app);
  const payload = { title: PHILOSOPHY.title, content: `<p>${PHILOSOPHY.text}</p>`, subject: 'Philosophy' };
  const response = await request(ctx.app, { method: 'POST', url: '/api/notes', payload, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(201);
  return cookie;
}

async function askTutor(cookie: string, content: string): Promise<SentMessage['assistantMessage']> {
  const created = await request(ctx.app, { method: 'POST', url: '/api/conversations', payload: {}, headers: { cookie } });
  const { id } = created.json<{ id: string }>();
  const sent = await request(ctx.app, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { content },
    headers: { cookie },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<SentMessage>().assistantMessage;
}

const post = (cookie: string, url: string, payload: object) => request(ctx.app, { method: 'POST', url, payload, headers: { cookie } });

describe('the offline tutor on a fresh account', () => {
  it('works a derivative out step by step instead of promising a general answer', async () => {
    const cookie = await philosophyStudent();
    const reply = await askTutor(cookie, 'How do I find the derivative of x^3 + 2x?');
    expect(reply.content).toMatch(/\*\*Answer:\*\* .*= 3\{ x\}\^\{2\} \+ 2\$/);
    expect(reply.content).not.toContain(NOT_IN_NOTES);
    expect(reply.citations).toEqual([]);
  });

  it('answers a rate word problem with units', async () => {
    const cookie = await philosophyStudent();
    const reply = await askTutor(cookie, 'A train travels 120 km in 1.5 hours. What is its average speed?');
    expect(reply.content).toContain('**Answer:** $v = 80\\ \\mathrm{km/h}$');
  });

  for (const question of ['Explain photosynthesis step by step.', 'What caused World War I?']) {
    it(`says in one sentence what it can do for "${question}", offers next steps, and never quotes the philosophy note`, async () => {
      const cookie = await philosophyStudent();
      const reply = await askTutor(cookie, question);
      expect(reply.content).toBe(`${OFFLINE_TUTOR_MESSAGES.notInNotes}\n\n${OFFLINE_TUTOR_MESSAGES.nextSteps}`);
      expect(reply.content).not.toContain(NOT_IN_NOTES);
      expect(reply.citations).toEqual([]);
    });
  }

  it('quotes the note when the question is about it', async () => {
    const cookie = await philosophyStudent();
    const reply = await askTutor(cookie, 'What do philosophy graduates do besides teaching?');
    expect(reply.content).toContain(`From your notes "${PHILOSOPHY.title}"`);
    expect(reply.citations.map((c) => c.title)).toEqual([PHILOSOPHY.title]);
  });
});

describe('the offline doubt solver on a fresh account', () => {
  it('solves a speed word problem with its steps and the unit checked', async () => {
    const cookie = await philosophyStudent();
    const response = await post(cookie, '/api/doubt-solver', {
      question: 'A train travels 120 km in 1.5 hours. What is its average speed?',
      difficulty: 'medium',
    });
    expect(response.statusCode, response.body).toBe(200);
    const doubt = response.json<Doubt>();
    expect(doubt.answer).toContain('1. Write down what is given: $d = 120\\ \\mathrm{km},\\quad t = 1.5\\ \\mathrm{h}$');
    expect(doubt.answer).toContain('Check the unit: km/h is a unit of speed');
    expect(doubt.answer).toContain('**Answer:** $v = 80\\ \\mathrm{km/h}$');
    expect(doubt.answer).not.toContain(PHILOSOPHY.title);
    expect(doubt.simpleAnswer).toContain('80 km/h');
  });
});

describe('Want To Learn on a fresh account', () => {
  it('does not build "How do vaccines work?" from the philosophy note', async () => {
    const cookie = await philosophyStudent();
    const response = await post(cookie, '/api/analyzeText', { text: 'How do vaccines work?' });
    expect(response.statusCode, response.body).toBe(200);
    const result = JSON.stringify(response.json<AnalysisResult>());
    expect(result).not.toMatch(/philosophy|career/i);
    expect(result).toContain('vaccine');
  });

  it('explains "Photosynthesis" without WordNet neighbours no student needs', async () => {
    const cookie = await philosophyStudent();
    const result = (await post(cookie, '/api/analyzeText', { text: 'Photosynthesis' })).json<AnalysisResult>();
    expect(result.explanation).not.toMatch(/Related ideas|acylation|agglutination|amylolysis/);
    expect(result.explanation).toContain('- **synthesis**: ');
  });
});

describe('study paths on a fresh account', () => {
  it('names the subject in the steps, without the learning verb', async () => {
    const cookie = await philosophyStudent();
    const response = await post(cookie, '/api/study-paths', { topic: 'Learn Python programming', difficulty: 'beginner' });
    expect(response.statusCode, response.body).toBe(201);
    const path = response.json<SavedStudyPath>();
    expect(path.roadmap[0]!.title).toBe('The big picture: what is Python programming?');
    expect(JSON.stringify(path.roadmap)).not.toMatch(/Learn Python/);
  });
});
