import { describe, expect, it } from 'vitest';
import { ANALYZE_MAX_CHARS, ANALYZE_MESSAGES, ANALYZE_REQUEST_MAX_CHARS, READY_QUIZ_MESSAGES } from '../../../shared/want-to-learn';
import { OCR_MESSAGES } from '../../../shared/ocr';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const post = (url: string, payload: object, cookie: string) => request(ctx.app, { method: 'POST', url, payload, headers: { cookie } });
const get = (url: string, cookie: string) => request(ctx.app, { method: 'GET', url, headers: { cookie } });

const SENTENCES = [
  'The heart pumps blood through the arteries to every organ of the body.',
  'Veins carry the blood back to the heart after the organs have taken its oxygen.',
  'The lungs refill the blood with oxygen and remove carbon dioxide from it.',
  'Capillaries are the smallest vessels, where oxygen passes into the tissues.',
];
/** Readable prose of about `chars` characters, repeating the circulatory system. */
const prose = (chars: number) => {
  const parts: string[] = [];
  for (let i = 0; parts.join(' ').length < chars; i += 1) parts.push(SENTENCES[i % SENTENCES.length]!);
  return parts.join(' ');
};

describe('Want To Learn caps', () => {
  it(`analyses typed text up to ${ANALYZE_MAX_CHARS} characters as it is, and cuts longer text saying so`, async () => {
    const { cookie } = await signUp(ctx.app);
    const short = await post('/api/analyzeText', { text: prose(2_000) }, cookie);
    expect(short.statusCode).toBe(200);
    expect(short.json().notice).toBeUndefined();

    const long = await post('/api/analyzeText', { text: prose(ANALYZE_MAX_CHARS + 5_000) }, cookie);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({ notice: ANALYZE_MESSAGES.cut });
    expect(long.json().explanation).toContain('heart');

    const tooLong = await post('/api/analyzeText', { text: 'a'.repeat(ANALYZE_REQUEST_MAX_CHARS + 1) }, cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: ANALYZE_MESSAGES.textTooLong });
  });

  it('cuts a long uploaded text file the same way, and refuses a file over 10 MB with 413', async () => {
    const { cookie } = await signUp(ctx.app);
    const long = await upload(ctx.app, '/api/analyzeFile', [{ name: 'heart.txt', data: Buffer.from(prose(30_000)) }], { cookie });
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json().notice).toBe(ANALYZE_MESSAGES.cut);

    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    const tooLarge = await upload(ctx.app, '/api/analyzeFile', [{ name: 'huge.txt', data: huge }], { cookie });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('refuses an image over 10 MB with 413, and a document posing as an image by its name with 415', async () => {
    const { cookie } = await signUp(ctx.app);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooLarge = await upload(ctx.app, '/api/ocrExtract', [{ name: 'scan.png', data: png }], { cookie });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/10MB/);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    const wrongType = await upload(ctx.app, '/api/ocrExtract', [{ name: 'scan.png', data: pdf, type: 'image/png' }], { cookie });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ message: OCR_MESSAGES.wrongType });
  });
});

describe('POST /api/want-to-learn/quiz (Save Quiz)', () => {
  const quiz = {
    title: 'The heart',
    questions: [
      { question: 'What pumps blood?', options: ['The lungs', 'The heart', 'The liver'], correct: 1 },
      { question: 'What carries blood back?', options: ['Veins', 'Arteries'], correct: 0 },
    ],
  };

  it("keeps the quick quiz among the user's quizzes, open to take, its answers hidden until then", async () => {
    const owner = await signUp(ctx.app);
    const saved = await post('/api/want-to-learn/quiz', quiz, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, title } = saved.json();
    expect(title).toBe('The heart');

    const list = (await get('/api/quizzes', owner.cookie)).json();
    expect(list.map((item: { id: string }) => item.id)).toContain(id);
    const open = (await get(`/api/quizzes/${id}`, owner.cookie)).json();
    expect(open).toMatchObject({ completed: false, title: 'The heart' });
    expect(open.questions).toHaveLength(2);
    expect(open.questions[0]).not.toHaveProperty('correctAnswer');

    const graded = await request(ctx.app, {
      method: 'PUT',
      url: `/api/quizzes/${id}/complete`,
      payload: { answers: [1, 1] },
      headers: { cookie: owner.cookie },
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().evaluation).toMatchObject({ correctAnswers: 1, totalQuestions: 2 });
  });

  it("is another user's 404, and a blank title takes the default", async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const saved = await post('/api/want-to-learn/quiz', { ...quiz, title: '  ' }, owner.cookie);
    expect(saved.json().title).toBe(READY_QUIZ_MESSAGES.defaultTitle);
    expect((await get(`/api/quizzes/${saved.json().id}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('refuses a quiz without questions, with one option, or whose correct option does not exist', async () => {
    const { cookie } = await signUp(ctx.app);
    const bad = [
      { title: 'x', questions: [] },
      { title: 'x', questions: [{ question: 'Q?', options: ['only'], correct: 0 }] },
      { title: 'x', questions: [{ question: 'Q?', options: ['a', 'b'], correct: 2 }] },
      { title: 'x', questions: [{ question: 'Q?', options: ['a', 'b'], correct: '1' }] },
      { title: 'x' },
    ];
    for (const payload of bad) {
      const response = await post('/api/want-to-learn/quiz', payload, cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: READY_QUIZ_MESSAGES.invalid });
    }
    expect((await get('/api/quizzes', cookie)).json()).toEqual([]);
  });
});
