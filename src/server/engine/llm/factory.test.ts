import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { offlineEngine } from '../offline/offline-engine';
import { shutdownEngineThreads, threadedOfflineEngine } from '../offline/threaded-engine';
import { OFFLINE_TUTOR_MESSAGES } from '../offline/tutor';
import { createStudyEngine } from '../create-engine';
import { LLM_MESSAGES } from './errors';
import { TEST_KEY, collect, httpFailure, useFakeOpenAI } from './test-support';
import { ENGINE_LANGUAGE_MESSAGES } from '../../../shared/engine-language';

const llm = useFakeOpenAI();
// The fallback works through whole texts on the offline engine's thread.
afterAll(() => shutdownEngineThreads());

const TEXT =
  'Photosynthesis is the process by which green plants make food. Plants take in carbon dioxide from the air. ' +
  'Chlorophyll in the leaves captures light energy. The plant releases oxygen as a by-product.';

function config(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: llm.fake.baseUrl,
    AI_MODEL: 'test-model',
    AI_API_KEY: TEST_KEY,
    ...env,
  });
}
// The engine retries a 5xx once; the provider's retry-after keeps the test fast.
const serverError = { status: 500, error: 'down', headers: { 'retry-after-ms': '1' } };

describe('createStudyEngine', () => {
  it('is the offline engine without a provider, which says it reads English text only', async () => {
    const engine = createStudyEngine(loadConfig({ LOG_LEVEL: 'silent' }));
    expect(engine.name).toBe(threadedOfflineEngine.name);
    await expect(engine.summarize({ content: 'प्रकाश संश्लेषण में पौधे भोजन बनाते हैं।', mode: 'summary' })).rejects.toMatchObject({
      kind: 'no_material',
      message: ENGINE_LANGUAGE_MESSAGES.englishOnly,
    });
  });

  it('reads AI_FALLBACK and AI_TIMEOUT_MS, defaulting to no fallback and 60 seconds', () => {
    expect(loadConfig({}).ai).toMatchObject({ fallback: undefined, timeoutMs: 60_000 });
    expect(loadConfig({ AI_FALLBACK: 'offline', AI_TIMEOUT_MS: '300' }).ai).toMatchObject({ fallback: 'offline', timeoutMs: 300 });
    expect(() => loadConfig({ AI_FALLBACK: 'yes' })).toThrow(/AI_FALLBACK/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('needs a model and a base URL for an OpenAI-compatible server', () => {
    expect(() => createStudyEngine(loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: llm.fake.baseUrl }))).toThrow(ConfigError);
    expect(() => createStudyEngine(loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' }))).toThrow(/AI_BASE_URL/);
  });

  it("fails with the provider's error when there is no fallback", async () => {
    llm.fake.reply(serverError, serverError);
    const engine = createStudyEngine(config(), llm.log.logger);
    expect(engine.name).toBe('llm');
    expect(await httpFailure(() => engine.summarize({ content: TEXT, mode: 'summary' }))).toMatchObject({
      status: 502,
      message: LLM_MESSAGES.unreachable,
    });
    expect(llm.fake.requests).toHaveLength(2);
  });

  it('with AI_FALLBACK=offline answers a failed call offline and logs a warning', async () => {
    llm.fake.reply(serverError, serverError);
    const engine = createStudyEngine(config({ AI_FALLBACK: 'offline' }), llm.log.logger);
    const result = await engine.summarize({ content: TEXT, mode: 'summary' });
    expect(result).toEqual(await offlineEngine.summarize({ content: TEXT, mode: 'summary' }));
    expect(llm.log.entries.map((e) => e.message)).toContain('AI provider failed: answering with the offline engine');
  });

  it('with AI_FALLBACK=offline the tutor falls back before its first chunk', async () => {
    llm.fake.reply({ status: 401, error: 'bad key' });
    const engine = createStudyEngine(config({ AI_FALLBACK: 'offline' }), llm.log.logger);
    const chunks = await collect(engine.tutorReply({ history: [], message: 'What is photosynthesis?' }));
    expect(chunks.join('')).toContain(OFFLINE_TUTOR_MESSAGES.nextSteps);
  });
});

describe('offline tutor', () => {
  it('says plainly, in a few chunks, that it answers from notes when it has none, defines the word asked about and offers next steps', async () => {
    const chunks = await collect(offlineEngine.tutorReply({ history: [], message: 'What is an atom?' }));
    expect(chunks.length).toBeGreaterThan(1);
    const reply = chunks.join('');
    expect(reply.startsWith(OFFLINE_TUTOR_MESSAGES.notInNotes)).toBe(true);
    expect(reply).toContain('The dictionary defines *atom* as: ');
    expect(reply.endsWith(OFFLINE_TUTOR_MESSAGES.nextSteps)).toBe(true);
  });

  it('quotes the passages whose sentences are about the question, naming their titles', async () => {
    const context = [
      { title: 'History notes', text: 'The French Revolution began in 1789. It ended the monarchy in France.' },
      { title: 'Biology notes', text: TEXT },
    ];
    const reply = (await collect(offlineEngine.tutorReply({ history: [], message: 'How does photosynthesis use light?', context }))).join(
      '',
    );
    expect(reply).toContain('From your notes "Biology notes":');
    expect(reply).not.toContain('History notes');
    expect(reply).toContain(OFFLINE_TUTOR_MESSAGES.footer);
  });
});
