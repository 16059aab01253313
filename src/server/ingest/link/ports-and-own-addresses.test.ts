import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../shared/link';
import { machineAddresses } from './own-addresses';
import { safeFetch } from './safe-fetch';
import { closedPort, startServer, type TestServer } from './test-server';
import { allowedHost, vetUrl } from './vet-url';

// The public addresses below are only ever handed to vetUrl, which checks a link and connects to
// nothing (an IP literal is not even looked up): no test here sends anything off this machine.
const PUBLIC_V4 = '1.1.1.1';
const PUBLIC_V6 = '2606:4700:4700::1111';
const noOwnAddresses = () => new Set<string>();
const vet = (link: string, ownAddresses = noOwnAddresses) => vetUrl(link, { allowHosts: [], ownAddresses }, new AbortController().signal);

describe('ports', () => {
  it('accepts a public address on 80 and 443, however the link spells them', async () => {
    for (const link of [
      `http://${PUBLIC_V4}/`,
      `https://${PUBLIC_V4}/`,
      `http://${PUBLIC_V4}:80/`,
      `http://${PUBLIC_V4}:443/`,
      `https://[${PUBLIC_V6}]:443/`,
    ]) {
      await expect(vet(link), link).resolves.toMatchObject({ url: new URL(link) });
    }
  });

  it('refuses every other port before any connection', async () => {
    for (const link of [
      `http://${PUBLIC_V4}:8080/`,
      `https://${PUBLIC_V4}:8443/`,
      `http://${PUBLIC_V4}:22/`,
      `http://[${PUBLIC_V6}]:6379/`,
      `http://${PUBLIC_V4}:65535/`,
    ]) {
      await expect(vet(link), link).rejects.toMatchObject({ status: 422, message: LINK_MESSAGES.port });
    }
  });

  it('does not extend an entry with a port to another port after a redirect', async () => {
    const trap = await startServer();
    const redirecting = await startServer((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${trap.port}/admin` });
      response.end();
    });
    try {
      await expect(safeFetch(`${redirecting.origin}/`, { allowHosts: [`127.0.0.1:${redirecting.port}`] })).rejects.toMatchObject({
        status: 422,
        message: LINK_MESSAGES.privateAddress,
      });
      expect(redirecting.requests).toEqual(['/']);
      expect(trap.connections).toBe(0);
    } finally {
      await Promise.all([redirecting.close(), trap.close()]);
    }
  });
});

describe("this machine's own addresses", () => {
  it('refuses a public address that belongs to this machine, in any spelling', async () => {
    const own = () => new Set([PUBLIC_V4, PUBLIC_V6]);
    for (const link of [
      `http://${PUBLIC_V4}/`,
      `http://[::ffff:${PUBLIC_V4}]/`,
      `https://[2606:4700:4700:0:0:0:0:1111]/`,
      'http://16843009/',
    ]) {
      await expect(vet(link, own), link).rejects.toMatchObject({ status: 422, message: LINK_MESSAGES.privateAddress });
    }
    await expect(vet('http://1.0.0.1/', own)).resolves.toBeTruthy();
  });

  it('knows every address of the network interfaces, and refuses each of them', async () => {
    const addresses = Object.values(os.networkInterfaces()).flatMap((entries) => entries ?? []);
    const known = machineAddresses();
    expect(known.has('127.0.0.1')).toBe(true);
    for (const { address, family } of addresses) {
      expect(known.has(address), address).toBe(true);
      const link = family === 'IPv6' ? `http://[${address}]/` : `http://${address}/`;
      await expect(vetUrl(link, { allowHosts: [] }, new AbortController().signal), link).rejects.toMatchObject({
        status: 422,
        message: LINK_MESSAGES.privateAddress,
      });
    }
  });
});

describe('one answer for every failure before a server answers', () => {
  let silent: TestServer;
  let notHttp: net.Server;
  let notHttpPort: number;

  beforeAll(async () => {
    silent = await startServer(() => undefined);
    // An open port speaking another protocol, as a database or mail server would.
    notHttp = net.createServer((socket) => {
      socket.resume(); // read, so the client's close is seen and the server can close
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    await new Promise<void>((resolve) => notHttp.listen(0, '127.0.0.1', resolve));
    notHttpPort = (notHttp.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await silent.close();
    await new Promise((resolve) => notHttp.close(resolve));
  });

  it('answers a closed port, a silent one and one speaking another protocol alike', async () => {
    const allowHosts = ['127.0.0.1'];
    const links = [`http://127.0.0.1:${await closedPort()}/`, `${silent.origin}/`, `http://127.0.0.1:${notHttpPort}/`];
    const answers = [];
    for (const link of links) {
      const error: unknown = await safeFetch(link, { allowHosts, timeoutMs: 500 }).catch((caught: unknown) => caught);
      answers.push(error);
    }
    for (const answer of answers) expect(answer).toMatchObject({ status: 422, message: LINK_MESSAGES.unreachable });
  });

  it('refuses with the same status as it fails', async () => {
    const refusedPort = await vet(`http://${PUBLIC_V4}:8080/`).catch((caught: unknown) => caught);
    const refusedAddress = await safeFetch('http://127.0.0.2/', { allowHosts: [] }).catch((caught: unknown) => caught);
    const closed = await safeFetch(`http://127.0.0.1:${await closedPort()}/`, { allowHosts: ['127.0.0.1'] }).catch(
      (caught: unknown) => caught,
    );
    expect([refusedPort, refusedAddress, closed].map((error) => (error as { status: number }).status)).toEqual([422, 422, 422]);
  });
});

describe('allow-list entries', () => {
  it('may name one port', () => {
    expect(allowedHost('127.0.0.1')).toEqual({ host: '127.0.0.1' });
    expect(allowedHost('127.0.0.1:4567')).toEqual({ host: '127.0.0.1', port: 4567 });
    expect(allowedHost('Wiki.Intranet.test:8080')).toEqual({ host: 'wiki.intranet.test', port: 8080 });
    expect(allowedHost('::1')).toEqual({ host: '::1' });
    expect(allowedHost('[::1]')).toEqual({ host: '::1' });
    expect(allowedHost('[::1]:4567')).toEqual({ host: '::1', port: 4567 });
    expect(allowedHost('0x7f.1:80')).toEqual({ host: '127.0.0.1', port: 80 });
  });
});
