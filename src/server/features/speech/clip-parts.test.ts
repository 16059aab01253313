import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioClip } from '../../db/schema';
import { listenForRaw } from '../../test/raw-http';
import { request, signUp, useTestApp } from '../../test/test-app';
import { CLIP_LIMITS } from './service';
import { CLIP_PART_BYTES, insertClip } from './repo';

// Clips are stored in parts (decision 039) and sent part by part: these tests cross part boundaries.
const ctx = useTestApp();
beforeAll(async () => listenForRaw(ctx.app));

async function storedClip(size: number) {
  const { response, cookie } = await signUp(ctx.app);
  const userId = response.json<{ user: { id: string } }>().user.id;
  const id = crypto.randomUUID();
  const data = randomBytes(size);
  await insertClip(ctx.database.db, { id, userId, mimeType: 'audio/wav', data, durationMs: 1_000 }, CLIP_LIMITS);
  return { cookie, id, data, url: `/api/audio/${id}` };
}

const fetchAudio = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  request(ctx.app, { method: 'GET', url, headers: { cookie, ...headers } });

describe('GET /api/audio/:id of a clip stored in several parts', () => {
  it('answers the whole clip and any range byte for byte, across part boundaries', async () => {
    const size = 3 * CLIP_PART_BYTES + 1_234;
    const { cookie, url, data } = await storedClip(size);

    const whole = await fetchAudio(url, cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(whole.rawPayload.equals(data)).toBe(true);

    const cases: [string, number, number][] = [
      [`bytes=${CLIP_PART_BYTES - 10}-${2 * CLIP_PART_BYTES + 9}`, CLIP_PART_BYTES - 10, 2 * CLIP_PART_BYTES + 9],
      [`bytes=${CLIP_PART_BYTES}-${CLIP_PART_BYTES}`, CLIP_PART_BYTES, CLIP_PART_BYTES],
      ['bytes=-2000', size - 2_000, size - 1],
      [`bytes=${size - 1}-`, size - 1, size - 1],
      ['bytes=0-', 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await fetchAudio(url, cookie, { range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(part.headers['content-length']), range).toBe(end - start + 1);
      expect(part.rawPayload.equals(data.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers an empty clip with no bytes', async () => {
    const { cookie, url } = await storedClip(0);
    const empty = await fetchAudio(url, cookie);
    expect([empty.statusCode, empty.rawPayload.length, empty.headers['content-length']]).toEqual([200, 0, '0']);
  });

  it('ends the answer, and keeps serving, when the clip is deleted while it is sent', async () => {
    const size = 48 * CLIP_PART_BYTES;
    const { cookie, id, url } = await storedClip(size);
    const { port } = ctx.app.server.address() as AddressInfo;
    const received = await new Promise<{ bytes: number; complete: boolean }>((resolve, reject) => {
      const outgoing = http.get({ host: '127.0.0.1', port, path: url, headers: { cookie } }, (response) => {
        let bytes = 0;
        let deleting: Promise<unknown> | undefined;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (deleting) return;
          // Hold the answer while the clip goes, so the server is still reading its parts.
          response.pause();
          deleting = ctx.database.db
            .delete(audioClip)
            .where(eq(audioClip.id, id))
            .then(() => response.resume(), reject);
        });
        response.on('close', () => resolve({ bytes, complete: response.complete }));
      });
      outgoing.on('error', () => undefined);
    });
    expect(received.complete).toBe(false);
    expect(received.bytes).toBeLessThan(size);
    expect((await fetchAudio(url, cookie)).statusCode).toBe(404);
  });
});
