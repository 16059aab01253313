import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

async function appLoggingTo(lines: string[]) {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const app = Fastify({ logger: { level: 'error', stream } });
  await app.register(errorsPlugin);
  app.get('/fails', async () => {
    // What Drizzle throws when a query fails: the parameters close its message.
    throw new Error('Failed query: insert into "note" ("title", "user_id") values ($1, $2)\nparams: Asha Verma,asha@example.com', {
      cause: new Error('duplicate key value violates unique constraint'),
    });
  });
  return app;
}

describe('errors plugin', () => {
  it('answers an unexpected failure 500 { message, code } and logs it without the query parameters', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'server_error' });
    const log = lines.join('');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('duplicate key value');
    expect(log).not.toContain('asha@example.com');
    expect(log).not.toContain('Asha Verma');
  });
});
