import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../shared/link';
import { safeFetch } from './safe-fetch';
import { closedPort, startServer, type TestServer } from './test-server';

const allowHosts = ['127.0.0.1'];
let server: TestServer;
let origin: string;

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

beforeAll(async () => {
  server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    switch (url.pathname) {
      case '/page':
        return send(response, 200, 'text/html; charset=utf-8', '<html><body><p>Hello, learner</p></body></html>');
      case '/notes.txt':
        return send(response, 200, 'text/plain', 'Line one\nLine two');
      case '/latin1':
        return send(response, 200, 'text/plain; charset=ISO-8859-1', Buffer.from('caf\xe9 cr\xe8me', 'latin1'));
      case '/meta-charset':
        return send(response, 200, 'text/html', Buffer.from('<meta charset="windows-1252"><p>na\xefve</p>', 'latin1'));
      case '/gzip':
        response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return response.end(gzipSync('compressed text'));
      case '/zip-bomb':
        response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return response.end(gzipSync(Buffer.alloc(1024 * 1024, 'a')));
      case '/paper.pdf':
        return send(response, 200, 'application/pdf', '%PDF-1.7');
      case '/untyped':
        return response.end('no content type');
      case '/big':
        return send(response, 200, 'text/plain', 'x'.repeat(5000));
      case '/big-chunked':
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 10; i++) response.write('y'.repeat(500));
        return response.end();
      case '/silent':
        return; // never answers
      case '/stalls':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.write('a beginning and then nothing');
      case '/broken':
        return send(response, 500, 'text/html', 'Internal Server Error');
      case '/missing':
        return send(response, 404, 'text/html', 'Not Found');
      case '/chain':
        response.writeHead(hops > 0 ? 302 : 301, { location: hops > 0 ? `/chain?hops=${hops - 1}` : `${origin}/page` });
        return response.end();
      case '/loop':
        response.writeHead(307, { location: '/loop' });
        return response.end();
      case '/to-ftp':
        response.writeHead(302, { location: 'ftp://127.0.0.1/file.txt' });
        return response.end();
      default:
        return send(response, 404, 'text/plain', 'unknown test route');
    }
  });
  origin = server.origin;
});
afterAll(() => server.close());

describe('fetching a link', () => {
  it('returns an HTML page with its final URL and media type', async () => {
    const page = await safeFetch(`${origin}/page`, { allowHosts });
    expect(page).toEqual({
      finalUrl: `${origin}/page`,
      contentType: 'text/html',
      body: '<html><body><p>Hello, learner</p></body></html>',
      link: null,
    });
  });

  it('returns plain text as it is', async () => {
    const page = await safeFetch(`${origin}/notes.txt`, { allowHosts });
    expect(page).toMatchObject({ contentType: 'text/plain', body: 'Line one\nLine two' });
  });

  it('decodes with the charset of the Content-Type, else of a <meta> tag', async () => {
    expect((await safeFetch(`${origin}/latin1`, { allowHosts })).body).toBe('café crème');
    expect((await safeFetch(`${origin}/meta-charset`, { allowHosts })).body).toContain('naïve');
  });

  it('decompresses gzip, and counts the decompressed size against the cap', async () => {
    expect((await safeFetch(`${origin}/gzip`, { allowHosts })).body).toBe('compressed text');
    await expect(safeFetch(`${origin}/zip-bomb`, { allowHosts, maxBytes: 64 * 1024 })).rejects.toMatchObject({
      status: 422,
      message: 'The page is larger than 64 KB.',
    });
  });

  it('refuses what is not a web page or text file', async () => {
    for (const path of ['/paper.pdf', '/untyped']) {
      await expect(safeFetch(`${origin}${path}`, { allowHosts }), path).rejects.toMatchObject({
        status: 422,
        message: LINK_MESSAGES.notPage,
      });
    }
  });

  it('refuses a body over the cap, whether announced or streamed', async () => {
    for (const path of ['/big', '/big-chunked']) {
      await expect(safeFetch(`${origin}${path}`, { allowHosts, maxBytes: 1000 }), path).rejects.toMatchObject({
        status: 422,
        message: 'The page is larger than 1000 bytes.',
      });
    }
    expect((await safeFetch(`${origin}/big`, { allowHosts, maxBytes: 5000 })).body).toHaveLength(5000);
  });

  it('gives up on a server that never answers, or stops mid-page', async () => {
    for (const [path, message] of [
      ['/silent', LINK_MESSAGES.unreachable],
      ['/stalls', LINK_MESSAGES.timeout],
    ] as const) {
      const started = Date.now();
      await expect(safeFetch(`${origin}${path}`, { allowHosts, timeoutMs: 300 }), path).rejects.toMatchObject({ status: 422, message });
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('reports upstream errors with their status', async () => {
    await expect(safeFetch(`${origin}/broken`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('500') as unknown,
    });
    await expect(safeFetch(`${origin}/missing`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('404') as unknown,
    });
  });

  it('reports a server that refuses the connection as unreachable', async () => {
    const port = await closedPort();
    await expect(safeFetch(`http://127.0.0.1:${port}/`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.unreachable,
    });
  });
});

describe('redirects', () => {
  it('follows a chain of relative and absolute redirects to the final page', async () => {
    const before = server.requests.length;
    const page = await safeFetch(`${origin}/chain?hops=3`, { allowHosts });
    expect(page.finalUrl).toBe(`${origin}/page`);
    expect(page.body).toContain('Hello, learner');
    expect(server.requests.slice(before)).toEqual(['/chain?hops=3', '/chain?hops=2', '/chain?hops=1', '/chain?hops=0', '/page']);
  });

  it('follows exactly maxRedirects and refuses one more', async () => {
    await expect(safeFetch(`${origin}/chain?hops=1`, { allowHosts, maxRedirects: 2 })).resolves.toMatchObject({
      finalUrl: `${origin}/page`,
    });
    await expect(safeFetch(`${origin}/chain?hops=2`, { allowHosts, maxRedirects: 2 })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.tooManyRedirects,
    });
  });

  it('refuses an endless redirect loop', async () => {
    const before = server.requests.length;
    await expect(safeFetch(`${origin}/loop`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.tooManyRedirects,
    });
    expect(server.requests.length - before).toBe(6); // the link and the 5 redirects allowed by default
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(safeFetch(`${origin}/to-ftp`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.protocol,
    });
  });
});

describe('links that are refused before any connection', () => {
  it('accepts only http and https', async () => {
    for (const link of ['ftp://127.0.0.1/file.txt', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,hi']) {
      await expect(safeFetch(link, { allowHosts }), link).rejects.toMatchObject({ status: 422, message: LINK_MESSAGES.protocol });
    }
  });

  it('refuses text that is not a link, and links carrying credentials', async () => {
    await expect(safeFetch('not a link', { allowHosts })).rejects.toMatchObject({ status: 422, message: LINK_MESSAGES.invalid });
    const before = server.connections;
    await expect(safeFetch(`http://user:secret@127.0.0.1:${server.port}/page`, { allowHosts })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.credentials,
    });
    expect(server.connections).toBe(before);
  });
});
