import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_LANGUAGE_MESSAGES } from '../../../shared/engine-language';
import { request, signUp, useTestApp } from '../../test/test-app';
import { startFakeOpenAI } from './fake-openai';

// A provider on 127.0.0.1 that records every prompt it is sent.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PROVIDER = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' };
const MATERIAL = 'Photosynthesis turns light energy into chemical energy. Chlorophyll absorbs red and blue light and reflects green light.';
const HINDI_MATERIAL = 'प्रकाश संश्लेषण वह प्रक्रिया है जिसमें हरे पौधे सूर्य के प्रकाश से भोजन बनाते हैं। क्लोरोफिल हरा रंग देता है।';

/** The standing instructions of the last call, as the provider received them. */
const lastInstructions = () => JSON.stringify(fake.requests.at(-1)?.body.messages?.filter((m) => m.role === 'system'));

describe('prompts in the student’s language', () => {
  const ctx = useTestApp(PROVIDER);

  it('asks the provider to write in Hindi for a Hindi reader, and says nothing of it in English', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply({ content: 'प्रकाश संश्लेषण में पौधे प्रकाश को रासायनिक ऊर्जा में बदलते हैं।' });
    const hindi = await request(ctx.app, {
      method: 'POST',
      url: '/api/summarize',
      payload: { content: MATERIAL, mode: 'summary' },
      headers: { cookie, 'accept-language': 'hi' },
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(lastInstructions()).toContain('Hindi (हिन्दी)');

    fake.reply({ content: 'Plants turn light into chemical energy.' });
    const english = await request(ctx.app, {
      method: 'POST',
      url: '/api/summarize',
      payload: { content: MATERIAL, mode: 'summary' },
      headers: { cookie },
    });
    expect(english.statusCode).toBe(200);
    expect(lastInstructions()).not.toContain('Hindi');
  });

  it("follows the user's stored language in structured answers too (a quiz's questions and options)", async () => {
    const { cookie } = await signUp(ctx.app);
    await request(ctx.app, { method: 'PUT', url: '/api/account/language', payload: { language: 'hi' }, headers: { cookie } });
    fake.reply({
      content: JSON.stringify({
        title: 'प्रकाश संश्लेषण',
        questions: [
          {
            question: 'क्लोरोफिल कौन सा रंग परावर्तित करता है?',
            options: ['हरा', 'लाल', 'नीला', 'पीला'],
            correctAnswer: 0,
            explanation: 'हरा।',
          },
        ],
      }),
    });
    await request(ctx.app, {
      method: 'POST',
      url: '/api/quizzes/generate',
      payload: { text: MATERIAL, numQuestions: 1 },
      headers: { cookie },
    });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(lastInstructions()).toContain('answer options');
    expect(lastInstructions()).toContain('Hindi (हिन्दी)');
  });

  it('sends Hindi material to the provider as it is: only the offline engine reads English alone', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply({ content: 'सारांश।' });
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/summarize',
      payload: { content: HINDI_MATERIAL, mode: 'summary' },
      headers: { cookie, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain('प्रकाश संश्लेषण');
  });
});

describe('the offline engine and other languages', () => {
  const ctx = useTestApp();

  it('says once, in the reader’s language, that it reads English only, instead of garbling Hindi text', async () => {
    const { cookie } = await signUp(ctx.app);
    const post = (lang: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/summarize',
        payload: { content: HINDI_MATERIAL, mode: 'summary' },
        headers: { cookie, 'accept-language': lang },
      });
    const hindi = await post('hi');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().message).toMatch(/^ऑफ़लाइन इंजन केवल अंग्रेज़ी पाठ पढ़ता है/);
    const english = await post('en');
    expect(english.json().message).toBe(ENGINE_LANGUAGE_MESSAGES.englishOnly);
    // English material still works for a Hindi reader.
    const summary = await request(ctx.app, {
      method: 'POST',
      url: '/api/summarize',
      payload: { content: `${MATERIAL} ${MATERIAL}`, mode: 'summary' },
      headers: { cookie, 'accept-language': 'hi' },
    });
    expect(summary.statusCode).toBe(200);
  });
});
