import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, useTestApp } from '../test/test-app';
import { READY_ANSWER_REUSED_MS } from './ping';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const health = () => request(ctx.app, { method: 'GET', url: '/api/health' });
const afterReuse = () => new Promise((resolve) => setTimeout(resolve, READY_ANSWER_REUSED_MS + 20));

/**
 * `count` health checks sent together while the database's next ping is held, then the ping let
 * through with `outcome`; every other query runs as usual. No earlier answer is reused.
 */
async function checksDuringHeldPing(count: number, outcome: 'answers' | 'fails') {
  await afterReuse();
  const execute = vi.spyOn(ctx.database.db, 'execute');
  let release!: () => void;
  const held = new Promise<never[]>((resolve, reject) => {
    release = () => (outcome === 'answers' ? resolve([]) : reject(new Error('connection lost')));
  });
  execute.mockImplementationOnce(() => held as never);
  const burst = Promise.all(Array.from({ length: count }, health));
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
  release();
  return { execute, answers: await burst };
}

describe('the readiness check', () => {
  it('answers checks that arrive during a ping with that ping, repeats its answer briefly, then pings again', async () => {
    const { execute, answers } = await checksDuringHeldPing(20, 'answers');
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((response) => response.json().database === 'ok')).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(1);
    await afterReuse();
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('gives every check that shared a failed ping the 503, never repeats a failure, and finds the database again', async () => {
    const { execute, answers } = await checksDuringHeldPing(5, 'fails');
    expect(answers.map((response) => response.statusCode)).toEqual(Array(5).fill(503));
    expect(answers[0]!.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    expect(execute).toHaveBeenCalledTimes(1);

    const back = await health();
    expect(back.statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
