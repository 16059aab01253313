import { describe, expect, it } from 'vitest';
import { LLM_MESSAGES } from './errors';
import { TEST_KEY, VALID_QUIZ, httpFailure, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const { engine } = llm;

const quizInput = {
  text: 'Plants take in carbon dioxide from the air. Chlorophyll reflects green light.',
  difficulty: 'easy',
  count: 5,
} as const;
const lastUserMessage = (index: number) => JSON.stringify(llm.fake.requests[index]?.body.messages?.at(-1));

describe('LLM engine over an OpenAI-compatible provider', () => {
  it("summarizes with the provider's text, sending the key as a bearer token and the model asked for", async () => {
    llm.fake.reply({ content: '  Plants make sugar from light.  ' });
    const result = await engine().summarize({ content: 'A long text about plants.', mode: 'keypoints' });
    expect(result).toEqual({ summary: 'Plants make sugar from light.' });
    expect(llm.fake.requests).toHaveLength(1);
    expect(llm.fake.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(llm.fake.requests[0]!.body.model).toBe('test-model');
    expect(llm.fake.requests[0]!.raw).toContain('A long text about plants.');
    expect(llm.fake.requests[0]!.raw).toContain('bullet list');
  });

  it('parses a valid JSON quiz, numbering the questions itself', async () => {
    llm.fake.reply({ content: JSON.stringify(VALID_QUIZ) });
    const quiz = await engine().generateQuiz(quizInput);
    expect(quiz.title).toBe('Quiz: Photosynthesis');
    expect(quiz.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(quiz.questions[0]).toMatchObject({ type: 'mcq', correctAnswer: 1, options: VALID_QUIZ.questions[0]!.options });
    expect(llm.fake.requests).toHaveLength(1);
  });

  it('accepts JSON wrapped in a code fence without asking again', async () => {
    llm.fake.reply({ content: `Here is your quiz:\n\`\`\`json\n${JSON.stringify(VALID_QUIZ)}\n\`\`\`` });
    expect((await engine().generateQuiz(quizInput)).questions).toHaveLength(2);
    expect(llm.fake.requests).toHaveLength(1);
  });

  it('repairs malformed JSON once: the second request carries the bad answer and the error', async () => {
    llm.fake.reply({ content: '{"title": "Quiz", "questions": [' }, { content: JSON.stringify(VALID_QUIZ) });
    const quiz = await engine().generateQuiz(quizInput);
    expect(quiz.questions).toHaveLength(2);
    expect(llm.fake.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain('not valid JSON');
    expect(JSON.stringify(llm.fake.requests[1]!.body.messages)).toContain('{\\"title\\": \\"Quiz\\", \\"questions\\": [');
  });

  it('repairs an answer off the schema, naming the field', async () => {
    const wrong = { ...VALID_QUIZ, questions: [{ ...VALID_QUIZ.questions[0], correctAnswer: 7 }] };
    llm.fake.reply({ content: JSON.stringify(wrong) }, { content: JSON.stringify(VALID_QUIZ) });
    await engine().generateQuiz(quizInput);
    expect(lastUserMessage(1)).toContain('correctAnswer');
  });

  it('gives up after one repair with a 502', async () => {
    llm.fake.reply({ content: 'not json' }, { content: '{"still": "wrong"' });
    const error = await httpFailure(() => engine().generateQuiz(quizInput));
    expect(error).toMatchObject({ status: 502, message: LLM_MESSAGES.invalidAnswer });
    expect(llm.fake.requests).toHaveLength(2);
    expect(llm.log.entries.at(-1)?.message).toContain('invalid answer');
  });

  it('answers a provider error 500 with 502', async () => {
    llm.fake.reply({ status: 500, error: 'internal' });
    expect(await httpFailure(() => engine().summarize({ content: 'x', mode: 'summary' }))).toMatchObject({
      status: 502,
      message: LLM_MESSAGES.unreachable,
    });
    expect(llm.log.entries[0]?.details).toMatchObject({ operation: 'summarize', statusCode: 500 });
  });

  it('answers a refused key with 502, and neither the error nor the log repeats the key', async () => {
    llm.fake.reply({ status: 401, error: `Incorrect API key provided: ${TEST_KEY}` });
    const error = await httpFailure(() => engine().analyze({ text: 'Photosynthesis' }));
    expect(error).toMatchObject({ status: 502, message: LLM_MESSAGES.refused });
    expect(`${error.message} ${error.stack}`).not.toContain(TEST_KEY);
    expect(llm.log.entries).toHaveLength(1);
    expect(JSON.stringify(llm.log.entries)).not.toContain(TEST_KEY);
    expect(JSON.stringify(llm.log.entries)).not.toContain('sk-test');
  });

  it('answers a rate limit with 503', async () => {
    llm.fake.reply({ status: 429, error: 'slow down' });
    expect(await httpFailure(() => engine().summarize({ content: 'x', mode: 'summary' }))).toMatchObject({
      status: 503,
      message: LLM_MESSAGES.rateLimited,
    });
  });

  it('answers a provider that never replies with 504 after AI_TIMEOUT_MS', async () => {
    llm.fake.reply({ hang: true });
    const started = Date.now();
    const error = await httpFailure(() => engine({ timeoutMs: 300 }).summarize({ content: 'x', mode: 'summary' }));
    expect(error).toMatchObject({ status: 504, message: LLM_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers an unreachable provider with 502', async () => {
    const error = await httpFailure(() => engine({ baseUrl: 'http://127.0.0.1:9/v1' }).summarize({ content: 'x', mode: 'summary' }));
    expect(error).toMatchObject({ status: 502, message: LLM_MESSAGES.unreachable });
  });
});
