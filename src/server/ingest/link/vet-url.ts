import { lookup } from 'node:dns/promises';
import { LINK_MESSAGES } from '../../../shared/link';
import { badRequest, HttpError } from '../../http-error';
import { isPublicAddress, parseHostAddress, type HostAddress } from './address-policy';

export interface VettedTarget {
  url: URL;
  /** The address checked, and the only one the request may connect to. */
  address: HostAddress;
}

/**
 * The allow-list key of a host: IP literals in any spelling become their normal form, names are
 * lower-cased, and a port is dropped. An allowed host is therefore allowed on every port: the
 * list names machines an operator trusts (tests on 127.0.0.1, an intranet wiki), not services.
 */
export function hostKey(host: string): string {
  const direct = parseHostAddress(host.trim());
  if (direct) return direct.address;
  let hostname = host.trim().toLowerCase();
  try {
    hostname = new URL(`http://${hostname}/`).hostname;
  } catch {
    // Not something a URL can hold: keep it as written; it will simply never match.
  }
  return parseHostAddress(hostname)?.address ?? hostname;
}

export function parseLinkUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(LINK_MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(LINK_MESSAGES.protocol);
  if (url.username || url.password) throw badRequest(LINK_MESSAGES.credentials);
  return url;
}

// dns.lookup cannot be cancelled, so a slow resolver is outraced instead of awaited.
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal.removeEventListener('abort', onAbort);
    work.then(
      (value) => (settle(), resolve(value)),
      (error: unknown) => (settle(), reject(error)),
    );
  });
}

async function resolveHost(hostname: string, signal: AbortSignal): Promise<HostAddress[]> {
  const literal = parseHostAddress(hostname);
  if (literal) return [literal];
  try {
    const found = await untilAborted(lookup(hostname, { all: true, verbatim: true }), signal);
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } catch (error) {
    if (signal.aborted) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw badRequest(LINK_MESSAGES.notFound);
    throw new HttpError(502, LINK_MESSAGES.unreachable);
  }
}

/**
 * Checks one hop of a fetch. Every address the name resolves to must be public, not just the
 * first: a name may resolve to a public and a private address and the OS may pick either.
 */
export async function vetUrl(raw: string | URL, allowHosts: readonly string[], signal: AbortSignal) {
  const url = parseLinkUrl(raw);
  const addresses = await resolveHost(url.hostname, signal);
  const [first] = addresses;
  if (!first) throw badRequest(LINK_MESSAGES.notFound);
  const allowed = allowHosts.some((host) => hostKey(host) === hostKey(url.hostname));
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw badRequest(LINK_MESSAGES.privateAddress);
  }
  return { url, address: first } satisfies VettedTarget;
}
