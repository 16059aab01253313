import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../shared/link';
import { readArticle } from './parse-article';
import { fetchLinkText } from './read-article';
import { largeArticleHtml } from './test-pages';
import { startServer, type TestServer } from './test-server';

const articleHtml = readFileSync(new URL('./fixtures/article.html', import.meta.url), 'utf8');

describe('reading the article of a web page', () => {
  const article = readArticle(articleHtml, 'http://127.0.0.1/biology/photosynthesis');

  it('keeps the article and drops navigation, sidebar, footer and scripts', () => {
    expect(article.content).toContain('Photosynthesis is the process by which green plants');
    expect(article.content).toContain('The enzyme RuBisCO captures each carbon dioxide molecule');
    const chrome = ['Subscribe to our newsletter', 'Related posts', 'Advertisement', 'All rights reserved', 'Privacy policy'];
    for (const text of [...chrome, 'analytics']) expect(article.content).not.toContain(text);
  });

  it('returns plain text: paragraphs apart, headings on their own, list items a line each, code as written', () => {
    expect(article.content).not.toMatch(/<\/?[a-z]+[^>]*>/);
    expect(article.content).toContain('\n\nThe Calvin cycle\n\nIn the stroma,');
    expect(article.content).toContain(
      '- It produces nearly all the oxygen in the atmosphere.\n- It is the starting point of almost every food chain on Earth.',
    );
    expect(article.content).toContain('6 CO2 + 6 H2O + light\n    → C6H12O6 + 6 O2');
    // Source line breaks inside a paragraph are only whitespace.
    expect(article.content).toContain('turn light energy into chemical energy');
  });

  it('finds title, site name, author and summary, without the site name in the title', () => {
    expect(article).toMatchObject({
      title: 'How Photosynthesis Works',
      siteName: 'Green Notes',
      byline: 'Meera Iyer',
      excerpt: 'A plain guide to how plants turn light, water and carbon dioxide into sugar.',
    });
  });

  it('reads pages that leave out <html>, <head> or <body>, as browsers do', () => {
    expect(readArticle('<title>Cell notes</title><p>Mitochondria make ATP.</p>', 'http://127.0.0.1/')).toMatchObject({
      title: 'Cell notes',
      content: 'Mitochondria make ATP.',
    });
    expect(readArticle('<html><head><title>T</title></head><p>Alpha<br>beta</p></html>', 'http://127.0.0.1/').content).toBe('Alpha\nbeta');
  });

  it('falls back to the text of the body when Readability finds no article', () => {
    const html = '<html><head><title>Soon</title></head><body><footer>The course opens in June.</footer></body></html>';
    // Only the fallback answers without an excerpt: Readability would add one.
    expect(readArticle(html, 'http://127.0.0.1/course')).toEqual({ title: 'Soon', content: 'The course opens in June.' });
  });

  it('names an untitled page after its URL', () => {
    expect(readArticle('<p>Some text</p>', 'http://127.0.0.1/notes/chapter-1').title).toBe('chapter-1');
    expect(readArticle('<p>Some text</p>', 'http://127.0.0.1/').title).toBe('127.0.0.1');
  });

  it('refuses a page without readable text with 422', () => {
    for (const html of ['', '<html><body><script>var x = 1;</script><div>   </div></body></html>', '<img src="a.png">']) {
      expect(() => readArticle(html, 'http://127.0.0.1/'), html).toThrow(
        expect.objectContaining({ status: 422, message: LINK_MESSAGES.noText }) as Error,
      );
    }
  });
});

describe('fetching the text of a link', () => {
  let server: TestServer;
  const allowHosts = ['127.0.0.1'];

  beforeAll(async () => {
    const pages: Record<string, [string, string]> = {
      '/photosynthesis': ['text/html; charset=utf-8', articleHtml],
      '/old-link': ['', ''],
      '/files/lecture%20notes.txt': ['text/plain', 'Week 1\r\n\r\n\r\n\r\nIntro   \r\nto cells\r\n'],
      '/empty.txt': ['text/plain', ' \n\n '],
    };
    server = await startServer((request, response) => {
      if (request.url === '/old-link') {
        response.writeHead(301, { location: '/photosynthesis' });
        return response.end();
      }
      const [type, body] = pages[request.url ?? ''] ?? ['text/plain', 'unknown'];
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    });
  });
  afterAll(() => server.close());

  it('returns the article of a web page, with the URL it was found at', async () => {
    const text = await fetchLinkText(`${server.origin}/old-link`, allowHosts);
    expect(text).toMatchObject({ url: `${server.origin}/photosynthesis`, title: 'How Photosynthesis Works' });
    expect(text.content).toContain('The Calvin cycle');
    expect(text.content).not.toContain('Subscribe to our newsletter');
  });

  it('returns a text file as it is, named after the file', async () => {
    const text = await fetchLinkText(`${server.origin}/files/lecture%20notes.txt`, allowHosts);
    expect(text).toEqual({
      url: `${server.origin}/files/lecture%20notes.txt`,
      title: 'lecture notes.txt',
      content: 'Week 1\n\nIntro\nto cells',
    });
  });

  it('refuses an empty text file with 422', async () => {
    await expect(fetchLinkText(`${server.origin}/empty.txt`, allowHosts)).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.noText,
    });
  });

  it('applies the same guard as safeFetch', async () => {
    await expect(fetchLinkText(`http://127.0.0.2:${server.port}/photosynthesis`, allowHosts)).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.privateAddress,
    });
  });
});

// eslint-disable-next-line no-control-regex -- the characters PostgreSQL or a reader must never get
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/u;

describe('pages with control characters', () => {
  const sentence = 'Cells\u0000 are the basic\u0001 units of life&#x7;, and every organism is made of cells that divide and grow.';
  const html = `<html><head><title>Cell\u0000 biology&#1;</title><meta property="og:site_name" content="Bio\u0002 Notes">
<meta name="author" content="Ada\u0000 Lovelace"></head><body><article><h1>Cell biology</h1>${`<p>${sentence}</p>`.repeat(4)}</article></body></html>`;

  it('returns no NUL or other control character in any field, raw or written as a character reference', () => {
    const article = readArticle(html, 'http://127.0.0.1/cells');
    expect(article).toMatchObject({ title: 'Cell biology', siteName: 'Bio Notes' });
    expect(article.content).toContain('Cells are the basic units of life, and every organism');
    for (const [field, value] of Object.entries(article)) expect(CONTROLS.test(String(value)), field).toBe(false);
  });

  it('cleans the fallback text and a title taken from the URL too', () => {
    expect(readArticle('<footer>Soon\u0000 in June&#2;.</footer>', 'http://127.0.0.1/a%00b%01c')).toEqual({
      title: 'abc',
      content: 'Soon in June.',
    });
  });
});

describe('fetching a large page', () => {
  let server: TestServer;
  const page = largeArticleHtml(1024 * 1024);

  beforeAll(async () => {
    server = await startServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  });
  afterAll(() => server.close());

  it('parses it off the main thread: the event loop keeps answering', async () => {
    // The parsing thread's first start (loading the parsers) is not what is measured.
    await fetchLinkText(`${server.origin}/warm-up`, ['127.0.0.1']);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const text = await fetchLinkText(`${server.origin}/osmosis`, ['127.0.0.1']);
    // The histogram takes its sample when its timer next runs: a stall just ended must be let in.
    await setTimeout(30);
    delay.disable();
    expect(text.content).toContain('Osmosis moves water across a membrane');
    // Parsed on the main thread, this 1 MB page blocked the event loop for about 2 s.
    expect(delay.max / 1e6).toBeLessThan(500);
  });
});
