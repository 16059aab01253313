import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedOrderCall {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders with basic auth), answering as the
 * real one does: the order with an `order_` id, or 401 for wrong keys.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const calls: RecordedOrderCall[] = [];
  let count = 0;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      calls.push({ authorization: request.headers.authorization, body });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response.writeHead(404).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }));
        return;
      }
      if (request.headers.authorization !== expected) {
        response.writeHead(401).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
        return;
      }
      count += 1;
      const id = `order_FAKE${String(count).padStart(10, '0')}`;
      response.writeHead(200).end(
        JSON.stringify({
          id,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
