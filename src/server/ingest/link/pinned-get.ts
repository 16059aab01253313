import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { VettedTarget } from './vet-url';

const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; Studium link reader)',
  accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * Sends one GET to the vetted address whatever DNS says by now (a rebinding server may answer
 * a second lookup with 127.0.0.1), while Host and TLS SNI still name the host of the link so
 * virtual hosts and certificates work. No agent: a pooled socket could outlive its check.
 */
export function pinnedGet(
  { url, address }: VettedTarget,
  signal: AbortSignal,
  /** Another method, headers and a body (the LTI services' token and score posts). */
  send: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const requestOf = url.protocol === 'https:' ? https.request : http.request;
  const body = send.body === undefined ? undefined : Buffer.from(send.body);
  return new Promise((resolve, reject) => {
    const request = requestOf(
      {
        protocol: url.protocol,
        // An IP literal is connected to as it is (it was vetted); a name goes through `pinned`.
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: send.method ?? 'GET',
        headers: { ...HEADERS, ...send.headers, ...(body && { 'content-length': String(body.length) }), host: url.host },
        lookup: pinned,
        servername: isIP(hostname) ? undefined : hostname,
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}
