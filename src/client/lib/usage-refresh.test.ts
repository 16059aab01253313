import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_KIND_HEADER } from '../../shared/usage';
import { ApiError, apiRequest } from './api';
import { limitsQueryOptions } from './get-limits';
import { queryClient } from './query-client';

// A server on 127.0.0.1 answering as the API does: counted calls name their kind in a header.
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/summarize') res.setHeader(USAGE_KIND_HEADER, 'generations');
    if (req.url === '/api/refused') {
      res.setHeader(USAGE_KIND_HEADER, 'generations');
      res
        .writeHead(429, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'API limit reached', code: 'daily_limit_reached' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const key = limitsQueryOptions().queryKey;
const freshLimits = () => queryClient.setQueryData(key, { plan: 'Free', resetsAt: '', usage: {} } as never);
const invalidated = () => queryClient.getQueryState(key)?.isInvalidated;

describe('the remaining counts after an AI call', () => {
  it('are fetched again after a counted call', async () => {
    freshLimits();
    await apiRequest('POST', `${base}/api/summarize`, { content: 'x' });
    expect(invalidated()).toBe(true);
  });

  it('are fetched again after a call refused at the limit', async () => {
    freshLimits();
    await expect(apiRequest('POST', `${base}/api/refused`, {})).rejects.toBeInstanceOf(ApiError);
    expect(invalidated()).toBe(true);
  });

  it('stay as they are after a call that counts nothing', async () => {
    freshLimits();
    await apiRequest('POST', `${base}/api/notes`, { title: 't' });
    expect(invalidated()).toBe(false);
  });
});
