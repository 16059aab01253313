import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api';
import { LIMIT_REACHED_TEXT } from '../../shared/usage';
import { UPLOADS_IN_FLIGHT_MESSAGE, UPLOADS_IN_FLIGHT_PER_USER } from '../../shared/upload';
import { usageCounter } from '../db/schema';
import { limits } from '../features/usage/usage-test-support';
import { multipartBody, signUp, TEST_ORIGIN, upload, useTestApp } from '../test/test-app';

const ctx = useTestApp();

const NOTES = { name: 'cells.txt', data: Buffer.from('The cell is the unit of life. Cells divide to grow.'), type: 'text/plain' };
/** The upload routes that did no AI work and once spent nothing. */
const FILE_READING_ROUTES = ['/api/summarize/upload', '/api/planner/upload-file', '/api/notes/upload'];

const uploadsUsed = async (cookie: string) => (await limits(ctx.app, cookie)).body.usage.uploads.used as number;

describe('uploads that read a file with no AI work', () => {
  it('spend one of the day’s uploads each, and keep it when the file is refused (the input was the problem)', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const [index, route] of FILE_READING_ROUTES.entries()) {
      const response = await upload(ctx.app, route, [NOTES], { cookie });
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(response.headers['x-usage-kind']).toBe('uploads');
      expect(await uploadsUsed(cookie)).toBe(index + 1);
    }
    const refused = await upload(ctx.app, '/api/notes/upload', [{ name: 'photo.png', data: Buffer.from([0x89, 0x50]) }], { cookie });
    expect(refused.statusCode).toBe(415);
    expect(await uploadsUsed(cookie)).toBe(FILE_READING_ROUTES.length + 1);
  });

  it('are refused with 429 once the plan’s daily uploads are used, before the file is read', async () => {
    const { cookie, email } = await signUp(ctx.app);
    const { body } = await limits(ctx.app, cookie);
    const user = (await ctx.database.db.query.user.findFirst({ where: (row, { eq }) => eq(row.email, email) }))!;
    // Today in the usage time zone (UTC in tests): the day that ends at the next reset.
    const day = new Date(Date.parse(body.resetsAt) - 1).toISOString().slice(0, 10);
    await ctx.database.db.insert(usageCounter).values({ userId: user.id, kind: 'uploads', day, used: body.usage.uploads.limit });
    for (const route of FILE_READING_ROUTES) {
      const response = await upload(ctx.app, route, [NOTES], { cookie });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.dailyLimitReached, message: expect.stringContaining(LIMIT_REACHED_TEXT) });
      expect(response.json().message).toContain('file uploads');
    }
  });
});

/** Starts an upload over a real socket and sends only its first bytes, as a slow client does. */
async function startSlowUpload(port: number, cookie: string): Promise<Socket> {
  const { payload, contentType } = await multipartBody([NOTES]);
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST /api/notes/upload HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\norigin: ${TEST_ORIGIN}\r\ncookie: ${cookie}\r\n` +
      `content-type: ${contentType}\r\ncontent-length: ${payload.length}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, 20));
  return socket;
}

describe('uploads in flight', () => {
  it(`are at most ${UPLOADS_IN_FLIGHT_PER_USER} per user: the next is told to wait (429), other users are not`, async () => {
    const slow = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const sockets = await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => startSlowUpload(port, slow.cookie)));
    try {
      // The server has taken the three uploads in (their bodies are still coming).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await upload(ctx.app, '/api/notes/upload', [NOTES], { cookie: slow.cookie });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: UPLOADS_IN_FLIGHT_MESSAGE, code: ERROR_CODES.uploadsInProgress });
      expect((await upload(ctx.app, '/api/notes/upload', [NOTES], { cookie: other.cookie })).statusCode).toBe(201);

      // A client that gives up frees its place.
      const closed = once(sockets[0]!, 'close');
      sockets[0]!.destroy();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await upload(ctx.app, '/api/notes/upload', [NOTES], { cookie: slow.cookie })).statusCode).toBe(201);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('are counted only while they last: uploads one after another never run into the cap', async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < UPLOADS_IN_FLIGHT_PER_USER + 2; i += 1) {
      expect((await upload(ctx.app, '/api/summarize/upload', [NOTES], { cookie })).statusCode).toBe(200);
    }
  });
});
