// Test helper: a real HTTP server on 127.0.0.1 speaking OpenAI's chat-completions protocol.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeReply =
  | { content: string; chunks?: string[] }
  | { status: number; error: string; headers?: Record<string, string> }
  | { hang: true };

export interface RecordedRequest {
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: unknown }[] } & Record<string, unknown>;
  raw: string;
}

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; an unexpected request gets a 599. */
  reply(...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

function sendStream(res: ServerResponse, chunks: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // The minimal chunk shape: no id, model or created, as some compatible servers send.
  for (const content of chunks) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
  res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function sendCompletion(res: ServerResponse, model: string | undefined, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 0,
      model: model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as RecordedRequest['body'];
      requests.push({ headers: req.headers, body, raw });
      const next = queue.shift() ?? { status: 599, error: `unexpected request to ${req.url}` };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
      } else if ('hang' in next) {
        // Never answers: the client's deadline has to end it.
      } else if ('status' in next) {
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        res.end(JSON.stringify({ error: { message: next.error, type: 'fake_error' } }));
      } else if (body.stream) {
        sendStream(res, next.chunks ?? [next.content]);
      } else {
        sendCompletion(res, body.model, next.content);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
