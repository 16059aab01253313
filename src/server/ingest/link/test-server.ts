import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on a loopback address, counting what reached it. Test helper only. */
export interface TestServer {
  /** `http://127.0.0.1:PORT` or `http://[::1]:PORT`. */
  origin: string;
  port: number;
  /** TCP connections accepted: 0 proves a refused link never reached this server. */
  readonly connections: number;
  /** Paths of the requests received, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startServer(
  handler: RequestListener = (_request, response) => response.end('ok'),
  host = '127.0.0.1',
  port = 0,
): Promise<TestServer> {
  const server = http.createServer(handler);
  let connections = 0;
  const requests: string[] = [];
  server.on('connection', () => connections++);
  server.on('request', (request: http.IncomingMessage) => requests.push(request.url ?? ''));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    port: address.port,
    get connections() {
      return connections;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Servers that never answer keep their sockets open; close() alone would wait forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (it was just released). */
export async function closedPort(): Promise<number> {
  const server = await startServer();
  await server.close();
  return server.port;
}
