import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../shared/link';
import { pinnedGet } from './pinned-get';
import { safeFetch } from './safe-fetch';
import { startServer, type TestServer } from './test-server';

// Every link here aims at this machine's loopback (or 0.0.0.0, which also stays on it), so even a
// broken guard sends nothing elsewhere. Each target has a listening trap that must see no connection.
const allowHosts = ['127.0.0.1'];
let allowed: TestServer;
let trap2: TestServer; // 127.0.0.2
let trapLocal: TestServer; // 127.0.0.1 on its own port, for localhost and 0.0.0.0
let trap6: TestServer | undefined; // ::1, when this machine has IPv6 loopback
let port6: number;

beforeAll(async () => {
  trap2 = await startServer(undefined, '127.0.0.2');
  trapLocal = await startServer();
  trap6 = await startServer(undefined, '::1', trapLocal.port).catch(() => undefined);
  port6 = trap6?.port ?? trapLocal.port;
  allowed = await startServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('to');
    if (target) response.writeHead(302, { location: target });
    else response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(target ? '' : 'allowed');
  });
});
afterAll(async () => {
  await Promise.all([allowed, trap2, trapLocal, trap6].map((server) => server?.close()));
});

const traps = () => [trap2, trapLocal, trap6].filter((server) => server !== undefined);

async function expectRefused(link: string) {
  await expect(safeFetch(link, { allowHosts }), link).rejects.toMatchObject({
    status: 422,
    message: LINK_MESSAGES.privateAddress,
  });
  for (const trap of traps()) expect(trap.connections, `${link} reached ${trap.origin}`).toBe(0);
}

describe('links to this machine that are not allow-listed', () => {
  it('refuses another loopback address', () => expectRefused(`http://127.0.0.2:${trap2.port}/`));

  it('refuses 127.0.0.2 spelt in decimal, hex, octal and short form', async () => {
    for (const host of ['2130706434', '0x7f000002', '0x7f.0.0.2', '0177.0.0.2', '127.2']) {
      expect(new URL(`http://${host}/`).hostname).toBe('127.0.0.2');
      await expectRefused(`http://${host}:${trap2.port}/`);
    }
  });

  it('refuses IPv4-mapped IPv6 loopback, dotted and hex', async () => {
    await expectRefused(`http://[::ffff:127.0.0.2]:${trap2.port}/`);
    await expectRefused(`http://[::ffff:7f00:2]:${trap2.port}/`);
  });

  it('refuses IPv6 loopback', () => expectRefused(`http://[::1]:${port6}/`));

  it('refuses localhost, a name that resolves to loopback', () => expectRefused(`http://localhost:${trapLocal.port}/`));

  it('refuses the unspecified address, which connects to this machine', async () => {
    await expectRefused(`http://0.0.0.0:${trapLocal.port}/`);
    await expectRefused(`http://0:${trapLocal.port}/`);
    await expectRefused(`http://[::]:${port6}/`);
  });

  it('refuses a redirect from an allowed host to a loopback address', async () => {
    for (const target of [`http://127.0.0.2:${trap2.port}/`, `http://[::1]:${port6}/`, `http://localhost:${trapLocal.port}/`]) {
      const before = allowed.requests.length;
      await expectRefused(`${allowed.origin}/?to=${encodeURIComponent(target)}`);
      expect(allowed.requests.length - before, 'the allowed server was asked first').toBe(1);
    }
  });
});

describe('the allow list', () => {
  it('admits its host in any IP spelling, on any port, and names case-insensitively', async () => {
    const port = allowed.port;
    await expect(safeFetch(`http://0x7f.1:${port}/`, { allowHosts })).resolves.toMatchObject({
      finalUrl: `http://127.0.0.1:${port}/`,
      body: 'allowed',
    });
    await expect(safeFetch(`http://localhost:${port}/`, { allowHosts: ['LocalHost'] })).resolves.toMatchObject({ body: 'allowed' });
  });

  it('admits an entry with a port on that port only', async () => {
    const port = allowed.port;
    for (const entry of [`127.0.0.1:${port}`, `0x7f.1:${port}`, ` 127.0.0.1:${port} `]) {
      await expect(safeFetch(`http://127.0.0.1:${port}/`, { allowHosts: [entry] }), entry).resolves.toMatchObject({ body: 'allowed' });
    }
    await expect(safeFetch(`http://localhost:${port}/`, { allowHosts: [`localhost:${port}`] })).resolves.toMatchObject({ body: 'allowed' });
    await expect(safeFetch(`http://127.0.0.1:${trapLocal.port}/`, { allowHosts: [`127.0.0.1:${port}`] })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.privateAddress,
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/`, { allowHosts: ['127.0.0.1:1'] })).rejects.toMatchObject({ status: 422 });
    expect(trapLocal.connections).toBe(0);
  });

  it('does not extend to other names or addresses of the same machine', async () => {
    await expect(safeFetch(`http://localhost:${trapLocal.port}/`, { allowHosts: ['127.0.0.2'] })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.privateAddress,
    });
    await expect(safeFetch(`http://127.0.0.1:${trapLocal.port}/`, { allowHosts: ['localhost'] })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.privateAddress,
    });
    expect(trapLocal.connections).toBe(0);
  });
});

describe('pinning the connection to the vetted address', () => {
  it('connects to the checked address, not to what the name resolves to now, keeping the Host header', async () => {
    // localhost resolves to 127.0.0.1; the vetted address is 127.0.0.2: only pinning reaches it.
    let host: string | undefined;
    const pinnedTarget = await startServer((request, response) => {
      host = request.headers.host;
      response.end('pinned');
    }, '127.0.0.2');
    try {
      const url = new URL(`http://localhost:${pinnedTarget.port}/check`);
      const response = await pinnedGet({ url, address: { address: '127.0.0.2', family: 4 } }, new AbortController().signal);
      response.resume();
      expect(response.statusCode).toBe(200);
      expect(pinnedTarget.requests).toEqual(['/check']);
      expect(host).toBe(`localhost:${pinnedTarget.port}`);
    } finally {
      await pinnedTarget.close();
    }
  });
});
