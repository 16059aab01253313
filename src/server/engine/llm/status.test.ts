import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { aiStatusRoutes } from '../../features/ai-status/routes';
import { request, signUp, useTestApp } from '../../test/test-app';
import { startFakeOpenAI } from './fake-openai';

// Started before useTestApp builds the app, which reads its address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' });

async function statusOf(env: Record<string, string>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(aiStatusRoutes, { config: loadConfig(env) });
  const response = await app.inject({ method: 'GET', url: '/api/ai/status' });
  await app.close();
  return response;
}

describe('GET /api/ai/status', () => {
  it('reports the offline engine', async () => {
    const response = await statusOf({});
    expect(response.json()).toEqual({ engine: 'offline', provider: 'offline', model: null, fallback: false });
  });

  it('reports the provider, the model and the fallback, never the key or the base URL', async () => {
    const env = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://user:pw@127.0.0.1:1/v1',
      AI_MODEL: 'test-model',
      AI_API_KEY: 'sk-test',
      AI_FALLBACK: 'offline',
    };
    const response = await statusOf(env);
    expect(response.json()).toEqual({ engine: 'llm', provider: 'openai-compatible', model: 'test-model', fallback: true });
    expect(response.body).not.toMatch(/sk-test|127\.0\.0\.1|pw/);
    expect((await statusOf({ AI_PROVIDER: 'anthropic' })).json()).toMatchObject({ model: 'claude-haiku-4-5', fallback: false });
  });

  it('needs a session and answers signed-in students', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/ai/status' })).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const response = await request(ctx.app, { method: 'GET', url: '/api/ai/status', headers: { cookie } });
    expect(response.json()).toEqual({ engine: 'llm', provider: 'openai-compatible', model: 'test-model', fallback: false });
  });

  it('serves the tools from the configured provider', async () => {
    fake.reply({ content: 'Plants make food from light.' });
    const { cookie } = await signUp(ctx.app);
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/summarize',
      payload: { content: 'Plants use light to make food from water and carbon dioxide.', mode: 'summary' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toBe('Plants make food from light.');
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer sk-test');
  });
});
