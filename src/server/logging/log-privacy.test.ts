import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { request, signUp, testConfig, useTestApp } from '../test/test-app';
import { loggedUrl } from './request-log';

const ctx = useTestApp();
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: ctx.database, logStream: stream });
});
afterAll(async () => app?.close());
afterEach(async () => {
  lines.length = 0;
  await ctx.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_note ON note'));
});

const entries = () => lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url: string }; error?: unknown; err?: unknown });

describe('the request log', () => {
  it('keeps paths and parameter names, never search terms, subjects or OAuth codes', async () => {
    const { cookie } = await signUp(app);
    const urls = [
      '/api/notes/search?q=pregnancy%20test%20results&subject=Private%20diary',
      '/api/notes/previews?subject=Private%20diary&limit=20',
      '/api/auth/callback/google?code=4%2F0AbCdoauthcode&state=oauthstatevalue',
      '/api/auth/verify-email?token=verifytokenvalue&callbackURL=%2Fdashboard',
    ];
    for (const url of urls) await request(app, { method: 'GET', url, headers: { cookie } });
    const logged = entries().flatMap((entry) => (entry.msg === 'incoming request' && entry.req ? [entry.req.url] : []));
    expect(logged).toEqual([
      '/api/auth/sign-up/email',
      '/api/notes/search?q=&subject=',
      '/api/notes/previews?subject=&limit=',
      '/api/auth/callback/google?code=&state=',
      '/api/auth/verify-email?token=&callbackURL=',
    ]);
    const written = lines.join('\n');
    for (const secret of ['pregnancy', 'Private', 'diary', 'oauthcode', 'oauthstatevalue', 'verifytokenvalue', 'dashboard']) {
      expect(written).not.toContain(secret);
    }
  });

  it('reads a target as the log keeps it', () => {
    expect(loggedUrl('/api/notes')).toBe('/api/notes');
    expect(loggedUrl('/api/notes/search?q=a&q=b&&subject')).toBe('/api/notes/search?q=&q=');
    expect(loggedUrl('/api/auth/reset-password/resettoken?callbackURL=x')).toBe('/api/auth/reset-password/[token]?callbackURL=');
  });
});

describe('a failed query in the log', () => {
  it("is written by its SQLSTATE and names, not the values PostgreSQL's message quotes", async () => {
    const failure = await ctx.database.db.execute(sql`select ${'Zanele-private-value'}::uuid`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'a background job failed');
    const entry = entries().find((line) => line.msg === 'a background job failed');
    expect(entry?.err).toMatchObject({ message: expect.stringContaining('Failed query'), cause: { code: '22P02' } });
    expect(lines.join('\n')).not.toContain('Zanele');
  });

  it("under a route that answers 500, keeps the code and drops the row's values", async () => {
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_note() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused note %', NEW.title; END $$`),
    );
    await ctx.database.db.execute(sql.raw('CREATE TRIGGER refuse_note BEFORE INSERT ON note FOR EACH ROW EXECUTE FUNCTION refuse_note()'));
    const { cookie } = await signUp(app);
    const response = await request(app, {
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { title: 'Letter to Mbeki', content: '<p>Dear</p>', subject: 'Diary', tags: [] },
    });
    expect(response.statusCode).toBe(500);
    const entry = entries().find((line) => line.msg === 'request failed');
    expect(JSON.stringify(entry)).toContain('P0001');
    expect(lines.join('\n')).not.toContain('Mbeki');
  });
});
