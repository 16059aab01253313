// The server the browser tests drive: the built app on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';

process.env.PORT ??= '3100';
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'studium-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
// Every test signs a user up from 127.0.0.1; the production cap on sign-ups would stop the suite.
process.env.AUTH_SIGN_UPS_PER_ADDRESS ??= '10000';
// The administrator of tests/e2e/admin.spec.ts.
process.env.ADMIN_EMAILS ??= 'admin@e2e.studium.test';
delete process.env.DATABASE_URL;
delete process.env.PUBLIC_URL;
if (process.env.E2E_MAIL_DIR) process.env.SMTP_URL = await mailInto(process.env.E2E_MAIL_DIR);

// Not through start.mjs: its Node version check is for people running Studium; the test server
// runs on whichever Node runs the tests (.ci/run brings the supported one).
await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(path.resolve('dist/server/main.js'));

/**
 * A real SMTP server on loopback that writes each message it gets into `dir` as an .eml file, for
 * the browser tests to read (tests/e2e/mail.ts). Returns its SMTP_URL.
 */
async function mailInto(dir) {
  const { SMTPServer } = await import('smtp-server');
  const { createWriteStream } = await import('node:fs');
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      received += 1;
      const file = path.join(dir, `${Date.now()}-${received}.eml.part`);
      const out = createWriteStream(file);
      stream.pipe(out);
      out.on('finish', async () => {
        const { rename } = await import('node:fs/promises');
        await rename(file, file.slice(0, -'.part'.length));
        callback();
      });
      out.on('error', callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${server.server.address().port}`;
}
