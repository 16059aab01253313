import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS, loadConfig } from '../config';
import { signUp, TEST_ORIGIN, testConfig, useTestApp } from '../test/test-app';

// Short times, so that a test sees them pass; the defaults are checked below.
const ctx = useTestApp({ HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' });

/** Sends `head` at once, then `trickle` one byte every 100 ms until the server closes the socket; resolves with how long that took and what it answered. */
async function trickle(head: string, trickled: string, giveUpMs = 8_000) {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined); // a reset is one way of being cut off
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(trickled[sent++ % trickled.length]!);
  }, 100);
  const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
  await once(socket, 'close');
  clearInterval(timer);
  clearTimeout(giveUp);
  return { elapsedMs: Date.now() - started, answer };
}

describe('slow clients', () => {
  it('are cut off when the body comes too slowly (408), though every byte keeps the connection busy', async () => {
    const { cookie } = await signUp(ctx.app);
    const boundary = 'slowboundary';
    const head =
      `POST /api/notes/upload HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${TEST_ORIGIN}\r\ncookie: ${cookie}\r\n` +
      `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 100000\r\n\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="notes.txt"\r\ncontent-type: text/plain\r\n\r\n`;
    const { elapsedMs, answer } = await trickle(head, 'The cell is the unit of life. ');
    // The whole request may take 1 s; the server looks every 125 ms (the rest is room for a busy machine).
    expect(elapsedMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut off when the headers come too slowly', async () => {
    const { elapsedMs } = await trickle('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n', 'x-slow: aaaa\r\n');
    expect(elapsedMs).toBeLessThan(4_000);
  });

  it('get these times by default, and the server is given them', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.http).toEqual({
      headersTimeoutMs: HTTP_TIMEOUTS.headersMs,
      requestTimeoutMs: HTTP_TIMEOUTS.requestMs,
      connectionTimeoutMs: HTTP_TIMEOUTS.idleMs,
    });
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 120_000, idleMs: 600_000 });
    const { server } = ctx.app;
    expect([server.headersTimeout, server.requestTimeout, server.timeout]).toEqual([500, 1000, testConfig().http.connectionTimeoutMs]);
  });
});
