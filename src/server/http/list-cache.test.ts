import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createListCache, type CachedList, type ListCache } from './list-cache';

/** Just enough of a request and a reply to see what `send` answered. */
function exchange(ifNoneMatch?: string) {
  const sent: { status: number; body?: string; headers: Record<string, string> } = { status: 200, headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    type(value: string) {
      sent.headers['content-type'] = value;
      return reply;
    },
    send(body?: Buffer) {
      sent.body = body?.toString('utf8');
      return reply;
    },
  };
  const request = { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} };
  return { request: request as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
}

/** A list read that counts how often it was read, answering `json` as it stands when read. */
function source(json: string) {
  const state = { json, reads: 0 };
  const read = async (): Promise<CachedList> => {
    state.reads += 1;
    return { etag: `W/"${state.json}"`, json: state.json };
  };
  return { state, read };
}

async function send(cache: ListCache, userId: string, name: string, read: () => Promise<CachedList>, ifNoneMatch?: string) {
  const { request, reply, sent } = exchange(ifNoneMatch);
  await cache.send(request, reply, userId, name, read);
  return sent;
}

function trustedCache(maxBytes?: number) {
  const cache = createListCache(maxBytes);
  cache.trust();
  return cache;
}

describe('the cached lists of one instance', () => {
  it('reads a list once and answers it from memory until the user changes something', async () => {
    const cache = trustedCache();
    const notes = source('[1]');
    expect((await send(cache, 'u1', 'notes', notes.read)).body).toBe('[1]');
    notes.state.json = '[1,2]';
    expect((await send(cache, 'u1', 'notes', notes.read)).body).toBe('[1]');
    expect(notes.state.reads).toBe(1);
    cache.forgetUser('u1');
    expect((await send(cache, 'u1', 'notes', notes.read)).body).toBe('[1,2]');
    expect(notes.state.reads).toBe(2);
  });

  it("keeps each user's lists apart and forgets only the user who changed", async () => {
    const cache = trustedCache();
    const mine = source('["mine"]');
    const theirs = source('["theirs"]');
    await send(cache, 'u1', 'quizzes', mine.read);
    await send(cache, 'u2', 'quizzes', theirs.read);
    cache.forgetUser('u2');
    await send(cache, 'u1', 'quizzes', mine.read);
    await send(cache, 'u2', 'quizzes', theirs.read);
    expect([mine.state.reads, theirs.state.reads]).toEqual([1, 2]);
  });

  it('answers 304 without a body when the browser holds the same tag', async () => {
    const cache = trustedCache();
    const notes = source('[1]');
    const first = await send(cache, 'u1', 'notes', notes.read);
    const again = await send(cache, 'u1', 'notes', notes.read, `W/"other", ${first.headers.etag}`);
    expect(again).toMatchObject({
      status: 304,
      body: undefined,
      headers: { etag: first.headers.etag, 'cache-control': 'private, no-cache' },
    });
    expect(notes.state.reads).toBe(1);
  });

  it('does not keep a list read while a change to that user was heard', async () => {
    const cache = trustedCache();
    let finish!: () => void;
    const slow = async (): Promise<CachedList> => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { etag: 'W/"old"', json: '["old"]' };
    };
    const pending = send(cache, 'u1', 'notes', slow);
    cache.forgetUser('u1');
    finish();
    expect((await pending).body).toBe('["old"]');
    const fresh = source('["new"]');
    expect((await send(cache, 'u1', 'notes', fresh.read)).body).toBe('["new"]');
  });

  it('serves nothing kept and keeps nothing while changes cannot be heard, and starts afresh after', async () => {
    const cache = createListCache();
    const notes = source('[1]');
    await send(cache, 'u1', 'notes', notes.read);
    await send(cache, 'u1', 'notes', notes.read);
    expect(notes.state.reads).toBe(2);
    cache.trust();
    await send(cache, 'u1', 'notes', notes.read);
    cache.distrust();
    notes.state.json = '[2]';
    expect((await send(cache, 'u1', 'notes', notes.read)).body).toBe('[2]');
    cache.trust();
    notes.state.json = '[3]';
    expect((await send(cache, 'u1', 'notes', notes.read)).body).toBe('[3]');
  });

  it('forgets every user when a whole table is emptied', async () => {
    const cache = trustedCache();
    const a = source('[1]');
    const b = source('[2]');
    await send(cache, 'u1', 'notes', a.read);
    await send(cache, 'u2', 'notes', b.read);
    cache.forgetAll();
    await send(cache, 'u1', 'notes', a.read);
    await send(cache, 'u2', 'notes', b.read);
    expect([a.state.reads, b.state.reads]).toEqual([2, 2]);
  });

  it('keeps within its size, dropping the least recently used user first', async () => {
    const list = (text: string) => source(`"${text.repeat(10)}"`);
    const [u1, u2, u3] = [list('x'), list('y'), list('z')];
    const one = (await u1.read()).json.length + (await u1.read()).etag.length;
    const cache = trustedCache(2 * 2 * one);
    for (const [user, s] of [
      ['u1', u1],
      ['u2', u2],
      ['u1', u1],
      ['u3', u3],
    ] as const)
      await send(cache, user, 'notes', s.read);
    const before = [u1.state.reads, u2.state.reads, u3.state.reads];
    for (const [user, s] of [
      ['u1', u1],
      ['u3', u3],
      ['u2', u2],
    ] as const)
      await send(cache, user, 'notes', s.read);
    // u2 was dropped for u3; u1, used since, stayed. (Each source was read twice above for its size.)
    expect([u1.state.reads - before[0]!, u2.state.reads - before[1]!, u3.state.reads - before[2]!]).toEqual([0, 1, 0]);
  });
});
