import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, useTestApp } from '../test/test-app';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

describe('the readiness ping', () => {
  it('answers a burst of health checks with one query to the database, and pings again afterwards', async () => {
    const execute = vi.spyOn(ctx.database.db, 'execute');
    const burst = await Promise.all(Array.from({ length: 20 }, () => request(ctx.app, { method: 'GET', url: '/api/health' })));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(burst.every((response) => response.json().database === 'ok')).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    expect((await request(ctx.app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('gives every check that shared a failed ping the 503, and the next check finds the database again', async () => {
    const execute = vi.spyOn(ctx.database.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    const burst = await Promise.all(Array.from({ length: 5 }, () => request(ctx.app, { method: 'GET', url: '/api/health' })));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(5).fill(503));
    expect(burst[0]!.json()).toEqual({ status: 'unavailable', database: 'unavailable' });

    const back = await request(ctx.app, { method: 'GET', url: '/api/health' });
    expect(back.statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
