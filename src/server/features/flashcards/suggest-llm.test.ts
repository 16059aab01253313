import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type CardSuggestion, SUGGESTIONS_MAX } from '../../../shared/flashcards';
import { ERROR_CODES } from '../../../shared/api';
import { LLM_MESSAGES } from '../../engine/llm/errors';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { signUp, useTestApp } from '../../test/test-app';
import { addCards, call } from './flashcards-test-support';

// An AI provider on 127.0.0.1, started before the apps read its address from their configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PROVIDER = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' };

const MATERIAL =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.';

const CARDS = [
  {
    front: 'What does photosynthesis turn light energy into?',
    back: 'Chemical energy.',
    kind: 'qa',
    passage: 'Photosynthesis is the process by which green plants turn light energy into chemical energy.',
  },
  { front: 'Why do leaves look green?', back: 'Chlorophyll reflects green light.', kind: 'qa' },
] satisfies CardSuggestion[];

const cardsReply = (cards: unknown) => ({ content: JSON.stringify({ cards }) });
// Parsed as JSON but not the shape asked for: the engine asks once for a repair, then gives up.
const malformed = { content: '{"cards": "Photosynthesis: light into chemical energy"}' };

async function generationsUsed(app: Parameters<typeof call>[0], cookie: string): Promise<number> {
  return (await call(app, cookie, 'GET', '/api/limits')).json<{ usage: { generations: { used: number } } }>().usage.generations.used;
}

/** The material the model was asked about, as the last request's prompt carries it. */
const lastPrompt = () => JSON.stringify(fake.requests.at(-1)?.body.messages);

describe('POST /api/cards/suggest with an AI provider', () => {
  const ctx = useTestApp(PROVIDER);

  it("returns the model's question/answer pairs for pasted text, as one AI generation", async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(cardsReply(CARDS));
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: MATERIAL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ suggestions: CARDS });
    expect(fake.requests).toHaveLength(1);
    expect(lastPrompt()).toContain('reflects green light');
    expect(await generationsUsed(ctx.app, cookie)).toBe(1);
    expect((await call(ctx.app, cookie, 'GET', '/api/cards')).json()).toEqual([]);
  });

  it("asks about a saved summary's text, keeps at most the allowed number of cards, and another user's summary is 404", async () => {
    const owner = await signUp(ctx.app);
    const saved = await call(ctx.app, owner.cookie, 'POST', '/api/summaries/save', {
      title: 'Plants',
      content: 'The original, long text about plants.',
      summary: '- Chlorophyll absorbs red and blue light.\n- Leaves look green.',
      mode: 'keypoints',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const summaryId = saved.json<{ id: string }>().id;
    const many = Array.from({ length: SUGGESTIONS_MAX + 3 }, (_, i) => ({
      front: `Question ${i + 1}?`,
      back: `Answer ${i + 1}.`,
      kind: 'qa',
    }));
    fake.reply({ content: `Here are your cards:\n\`\`\`json\n${JSON.stringify({ cards: many })}\n\`\`\`` });
    const response = await call(ctx.app, owner.cookie, 'POST', '/api/cards/suggest', { summaryId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ suggestions: CardSuggestion[] }>().suggestions).toEqual(many.slice(0, SUGGESTIONS_MAX));
    expect(lastPrompt()).toContain('Chlorophyll absorbs red and blue light.');
    expect(lastPrompt()).not.toContain('The original, long text');
    expect(await generationsUsed(ctx.app, owner.cookie)).toBe(1);
    // Saved, the cards keep the summary as their source.
    const [first] = response.json<{ suggestions: CardSuggestion[] }>().suggestions;
    const source = { kind: 'summary' as const, id: summaryId };
    const { cards } = await addCards(ctx.app, owner.cookie, [{ front: first!.front, back: first!.back, source }]);
    expect(cards[0]!.source).toEqual(source);

    const stranger = await signUp(ctx.app);
    const theirs = await call(ctx.app, stranger.cookie, 'POST', '/api/cards/suggest', { summaryId });
    expect(theirs.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(1);
    // Another user's summary is the request's fault: the unit spent before the lookup stays spent (decision 046).
    expect(await generationsUsed(ctx.app, stranger.cookie)).toBe(1);
  });

  it('a malformed answer is repaired once when the second answer is right', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(malformed, cardsReply(CARDS));
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: MATERIAL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ suggestions: CARDS });
    expect(fake.requests).toHaveLength(2);
    expect(lastPrompt()).toContain('does not match the required JSON shape');
    expect(await generationsUsed(ctx.app, cookie)).toBe(1);
  });

  it('a malformed answer twice answers 502 with a clear message and gives the generation back', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(malformed, { content: 'Sorry, I cannot make flashcards.' });
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: MATERIAL });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: LLM_MESSAGES.invalidAnswer, code: ERROR_CODES.upstreamFailed });
    expect(fake.requests).toHaveLength(2);
    expect(await generationsUsed(ctx.app, cookie)).toBe(0);
  });
});

describe('POST /api/cards/suggest with AI_FALLBACK=offline', () => {
  const ctx = useTestApp({ ...PROVIDER, AI_FALLBACK: 'offline' });

  it("a malformed answer twice gets the offline engine's cloze and definition cards instead", async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(malformed, malformed);
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: MATERIAL });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json<{ suggestions: CardSuggestion[] }>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.kind === 'cloze' || s.kind === 'definition')).toBe(true);
    expect(suggestions).toContainEqual(expect.objectContaining({ kind: 'definition', front: 'What is Photosynthesis?' }));
    expect(fake.requests).toHaveLength(2);
    expect(await generationsUsed(ctx.app, cookie)).toBe(1);
  });
});
