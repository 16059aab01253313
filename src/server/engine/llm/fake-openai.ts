// Test helper: a real HTTP server on 127.0.0.1 speaking OpenAI's chat-completions and audio protocols.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * `content` answers a chat completion, or a transcription as `{ text: content }`; `audio` answers
 * POST /audio/speech with those bytes.
 */
export type FakeReply =
  /**
   * `holdOpen`: the streamed chunks are sent and the answer never ends, as a provider still writing.
   * `finishReason`: why the completion ended ('length' when it reached max_tokens); 'stop' unless given.
   */
  | { content: string; chunks?: string[]; holdOpen?: boolean; finishReason?: string }
  | { audio: Buffer; contentType?: string }
  | { status: number; error: string; headers?: Record<string, string> }
  | { hang: true };

export interface UploadedPart {
  filename: string;
  type: string;
  data: Buffer;
}

export interface RecordedRequest {
  /** The path, e.g. /v1/audio/transcriptions. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or a multipart body's text fields. */
  body: { model?: string; stream?: boolean; messages?: { role: string; content: unknown }[] } & Record<string, unknown>;
  raw: string;
  /** The file of a multipart body (a transcription's audio). */
  file?: UploadedPart;
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

function sendStream(res: ServerResponse, chunks: string[], holdOpen = false) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // The minimal chunk shape: no id, model or created, as some compatible servers send.
  for (const content of chunks) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
  if (holdOpen) return;
  res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function sendCompletion(res: ServerResponse, model: string | undefined, content: string, finishReason = 'stop') {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 0,
      model: model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

const ROUTES = new Set(['/v1/chat/completions', '/v1/audio/speech', '/v1/audio/transcriptions']);

/** The body as the real API would read it: JSON, or a multipart form (decoded by undici, as a server would). */
async function readRequest(req: IncomingMessage, data: Buffer): Promise<RecordedRequest> {
  const recorded: RecordedRequest = { url: req.url ?? '', headers: req.headers, body: {}, raw: data.toString('utf8') };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(data), { headers: { 'content-type': type } }).formData();
    for (const [name, value] of form) {
      if (typeof value === 'string') recorded.body[name] = value;
      else recorded.file = { filename: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
    }
  } else if (data.length) {
    recorded.body = JSON.parse(recorded.raw) as RecordedRequest['body'];
  }
  return recorded;
}

function answer(res: ServerResponse, request: RecordedRequest, next: FakeReply) {
  if ('hang' in next) return; // Never answers: the client's deadline has to end it.
  if ('status' in next) {
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify({ error: { message: next.error, type: 'fake_error' } }));
  } else if ('audio' in next) {
    res.writeHead(200, { 'content-type': next.contentType ?? 'audio/wav' });
    res.end(next.audio);
  } else if (request.url === '/v1/audio/transcriptions') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: next.content }));
  } else if (request.body.stream) {
    sendStream(res, next.chunks ?? [next.content], next.holdOpen);
  } else {
    sendCompletion(res, request.body.model, next.content, next.finishReason);
  }
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void readRequest(req, Buffer.concat(chunks)).then(
        (request) => {
          requests.push(request);
          const next = queue.shift() ?? { status: 599, error: `unexpected request to ${req.url}` };
          if (req.method !== 'POST' || !ROUTES.has(request.url)) res.writeHead(404).end();
          else answer(res, request, next);
        },
        (error: unknown) =>
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: String(error) } })),
      );
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
