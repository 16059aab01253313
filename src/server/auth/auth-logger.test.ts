import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { request, testConfig, useTestApp } from '../test/test-app';
import { scrubLogText } from '../logging/scrubbed-error';

const ctx = useTestApp();

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

afterEach(async () => {
  await ctx.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_user ON "user"'));
  vi.restoreAllMocks();
});

describe("better-auth's log", () => {
  it('goes to the app log, without query parameters, e-mail addresses or names', async () => {
    // The database refuses the new user row, so better-auth reports a failed insert.
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'new users are refused here'; END $$`),
    );
    await ctx.database.db.execute(
      sql.raw('CREATE TRIGGER refuse_user BEFORE INSERT ON "user" FOR EACH ROW EXECUTE FUNCTION refuse_user()'),
    );
    const stderr = vi.spyOn(process.stderr, 'write');
    const { lines, stream } = logCapture();
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: ctx.database, logStream: stream });
    try {
      const response = await request(app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'zanele.mbeki@example.com', password: 'correct horse battery', name: 'Zanele Mbeki' },
      });
      expect(response.statusCode).toBe(422);
    } finally {
      await app.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((entry) => entry.module === 'better-auth');
    expect(failure).toMatchObject({ level: 50, msg: 'Failed to create user' });
    // The database's refusal by its SQLSTATE (raise_exception): its message could quote the row.
    expect(JSON.stringify(failure)).toContain('P0001');
    expect(JSON.stringify(failure)).not.toContain('new users are refused here');
    const written = lines.join('\n') + stderr.mock.calls.map((call) => String(call[0])).join('\n');
    for (const secret of ['zanele', 'Zanele', 'Mbeki', 'params', '$argon2']) expect(written).not.toContain(secret);
  });
});

describe('scrubbing log text', () => {
  it('cuts off query parameters and hides e-mail addresses', () => {
    expect(scrubLogText('Failed query: insert into "user" values ($1, $2)\nparams: Asha Verma,asha@example.com')).toBe(
      'Failed query: insert into "user" values ($1, $2)',
    );
    expect(scrubLogText('Sign-up attempt for existing email: ravi.k+maths@school.example.org')).toBe(
      'Sign-up attempt for existing email: [email]',
    );
  });
});
