import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: unlike app.inject and fetch, nothing resolves dot segments or decodes it. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * Sends one request over a real socket to `app`, which must listen on 127.0.0.1 (see `listenForRaw`).
 * app.inject and fetch both parse the URL with WHATWG rules, which normalise the very paths a
 * client can send raw.
 */
export function rawRequest(app: FastifyInstance, options: RawRequest): Promise<RawResponse> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body) });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Listens on a free loopback port so `rawRequest` can reach the app. */
export async function listenForRaw(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
}
