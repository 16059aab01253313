import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, useTestApp } from '../test/test-app';
import { READY_ANSWER_REUSED_MS } from './ping';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const health = () => request(ctx.app, { method: 'GET', url: '/api/health' });
const turns = async (count: number) => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** The database's next ping held until `release` is called, every other query as usual. */
function holdNextPing() {
  const execute = vi.spyOn(ctx.database.db, 'execute');
  let release!: (outcome: 'answers' | 'fails') => void;
  const held = new Promise<never[]>((resolve, reject) => {
    release = (outcome) => (outcome === 'answers' ? resolve([]) : reject(new Error('connection lost')));
  });
  execute.mockImplementationOnce(() => held as never);
  return { execute, release };
}

describe('the readiness check', () => {
  it('answers checks that arrive during a ping with that ping, repeats its answer briefly, then pings again', async () => {
    await new Promise((resolve) => setTimeout(resolve, READY_ANSWER_REUSED_MS + 20));
    const { execute, release } = holdNextPing();
    const burst = Promise.all(Array.from({ length: 20 }, health));
    await turns(50);
    release('answers');
    const answers = await burst;
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((response) => response.json().database === 'ok')).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, READY_ANSWER_REUSED_MS + 20));
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('gives every check that shared a failed ping the 503, never repeats a failure, and finds the database again', async () => {
    await new Promise((resolve) => setTimeout(resolve, READY_ANSWER_REUSED_MS + 20));
    const { execute, release } = holdNextPing();
    const burst = Promise.all(Array.from({ length: 5 }, health));
    await turns(50);
    release('fails');
    const answers = await burst;
    expect(answers.map((response) => response.statusCode)).toEqual(Array(5).fill(503));
    expect(answers[0]!.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    expect(execute).toHaveBeenCalledTimes(1);

    const back = await health();
    expect(back.statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
