import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYZE_MESSAGES } from '../../../shared/want-to-learn';
import { ERROR_CODES } from '../../../shared/api';
import { LINK_MESSAGES } from '../../../shared/link';
import { closedPort } from '../../ingest/link/test-server';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp({ LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' });

const ARTICLE = `<!doctype html><html><head><title>The water cycle | Science Notes</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>The water cycle</h1>
<p>The water cycle describes how water moves between the oceans, the air and the land.</p>
<p>Heat from the Sun evaporates water from oceans, lakes and rivers, and plants release water vapour through their leaves.</p>
<p>As the vapour rises it cools and condenses into tiny droplets that form clouds.</p>
<p>When the droplets join and grow heavy, they fall as precipitation such as rain, snow or hail.</p>
<p>Some water runs off the land into rivers, and some soaks into the ground and becomes groundwater.</p>
<p>Rivers and groundwater carry the water back to the oceans, where the cycle begins again.</p></article>
<footer>© Science Notes</footer></body></html>`;

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (url: string, payload: object, cookie?: string) =>
  request(ctx.app, { method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('POST /api/analyzeText', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/analyzeText', { text: 'Cells divide.' })).statusCode).toBe(401);
  });

  it('explains the text with a plan and a quick quiz', async () => {
    const { cookie } = await signUp(ctx.app);
    const text = ARTICLE.replace(/<[^>]+>/g, ' ');
    const response = await post('/api/analyzeText', { text }, cookie);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.explanation).toContain('water');
    expect(result.studyPlan.steps.length).toBeGreaterThan(2);
    expect(result.quiz.questions[0].options).toHaveLength(4);
  });

  it("explains a topic from the user's own notes on it, naming them, and never from another user's", async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const noteText =
      'The water cycle moves water between oceans, air and land. Heat from the Sun evaporates water from the oceans. ' +
      'The vapour cools and condenses into clouds. Precipitation such as rain returns the water to the land and the oceans.';
    const created = await post(
      '/api/notes',
      { title: 'Hydrology lesson', subject: 'Geography', content: `<p>${noteText}</p>` },
      owner.cookie,
    );
    expect(created.statusCode).toBe(201);

    const mine = (await post('/api/analyzeText', { text: 'the water cycle' }, owner.cookie)).json();
    const noteSentences = noteText.split(/(?<=\.) /);
    expect(mine.explanation).toContain('in your notes (“Hydrology lesson”)');
    expect(noteSentences.filter((sentence) => mine.explanation.includes(sentence)).length).toBeGreaterThanOrEqual(2);

    const theirs = (await post('/api/analyzeText', { text: 'the water cycle' }, stranger.cookie)).json();
    expect(theirs.explanation).not.toContain('Hydrology lesson');
    expect(noteSentences.some((sentence) => theirs.explanation.includes(sentence))).toBe(false);
  });

  it('refuses blank text with a message', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await post('/api/analyzeText', { text: '  ' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ANALYZE_MESSAGES.textRequired });
  });
});

describe('POST /api/fetchLink', () => {
  it('reads the article behind a link and analyses it, naming the source', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await post('/api/fetchLink', { url: `${base}/water-cycle` }, cookie);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.source).toEqual({ title: expect.stringContaining('The water cycle'), url: `${base}/water-cycle` });
    expect(result.explanation).toContain('water');
    expect(result.explanation).not.toContain('Home');
  });

  it('refuses a link to a local address that is not allowed, without fetching it', async () => {
    const { cookie } = await signUp(ctx.app);
    const port = new URL(base).port;
    const response = await post('/api/fetchLink', { url: `http://127.0.0.2:${port}/` }, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: LINK_MESSAGES.privateAddress });
  });

  it('refuses a blank link and a non-web link', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await post('/api/fetchLink', { url: ' ' }, cookie)).json()).toMatchObject({ message: LINK_MESSAGES.empty });
    const ftp = await post('/api/fetchLink', { url: 'ftp://127.0.0.1/file.txt' }, cookie);
    expect(ftp.statusCode).toBe(422);
    expect(ftp.json()).toMatchObject({ message: LINK_MESSAGES.protocol });
  });

  it('answers a link to a closed port with the status of a refused one, saying nothing of the port', async () => {
    const { cookie } = await signUp(ctx.app);
    const closed = await post('/api/fetchLink', { url: `http://127.0.0.1:${await closedPort()}/` }, cookie);
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({ message: LINK_MESSAGES.unreachable, code: ERROR_CODES.unprocessable });
  });
});
