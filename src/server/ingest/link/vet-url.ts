import { lookup } from 'node:dns/promises';
import { LINK_MESSAGES, LINK_PORTS } from '../../../shared/link';
import { isPublicAddress, parseHostAddress, type HostAddress } from './address-policy';
import { linkFailure } from './link-failure';
import { addressKey, machineAddresses } from './own-addresses';

export interface VettedTarget {
  url: URL;
  /** The address checked, and the only one the request may connect to. */
  address: HostAddress;
}

export interface VetOptions {
  /** LINK_FETCH_ALLOW_HOSTS: `host` (every port of it) or `host:port` (that port only). */
  allowHosts: readonly string[];
  /** This machine's addresses, refused like loopback. Default: its network interfaces'. */
  ownAddresses?: () => ReadonlySet<string>;
}

/**
 * The host part of an allow-list entry or a URL host, as compared: IP literals in any spelling
 * become their normal form, names are lower-cased, and a port is dropped.
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

export interface AllowedHost {
  host: string;
  /** The one port allowed; undefined allows every port of the host. */
  port?: number;
}

/**
 * Reads an allow-list entry: `127.0.0.1`, `wiki.intranet.test`, `::1` or `[::1]` allow every port
 * of the host (a machine an operator trusts: tests, an intranet wiki); `127.0.0.1:4567`,
 * `wiki.intranet.test:8080` or `[::1]:4567` allow that port only.
 */
export function allowedHost(entry: string): AllowedHost {
  const text = entry.trim();
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text) ?? /^([^:[\]]+):(\d{1,5})$/.exec(text);
  if (!withPort) return { host: hostKey(text) };
  return { host: hostKey(withPort[1]!), port: Number(withPort[2]) };
}

/** The port a URL connects to: its own, else its scheme's. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isAllowed(url: URL, allowHosts: readonly string[]): boolean {
  const host = hostKey(url.hostname);
  const port = portOf(url);
  return allowHosts.some((entry) => {
    const allowed = allowedHost(entry);
    return allowed.host === host && (allowed.port === undefined || allowed.port === port);
  });
}

export function parseLinkUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw linkFailure(LINK_MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw linkFailure(LINK_MESSAGES.protocol);
  if (url.username || url.password) throw linkFailure(LINK_MESSAGES.credentials);
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
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw linkFailure(LINK_MESSAGES.notFound);
    throw linkFailure(LINK_MESSAGES.unreachable);
  }
}

/**
 * Checks one hop of a fetch, before any connection. Unless the allow list admits the host (and
 * port), every address the name resolves to must be public and none of this machine's own, not
 * just the first: a name may resolve to several and the OS may pick any; and the port must be 80
 * or 443. The address is judged before the port, so the refusal names the bigger problem.
 */
export async function vetUrl(raw: string | URL, { allowHosts, ownAddresses = machineAddresses }: VetOptions, signal: AbortSignal) {
  const url = parseLinkUrl(raw);
  const addresses = await resolveHost(url.hostname, signal);
  const [first] = addresses;
  if (!first) throw linkFailure(LINK_MESSAGES.notFound);
  if (!isAllowed(url, allowHosts)) {
    const own = ownAddresses();
    const refused = ({ address }: HostAddress) => !isPublicAddress(address) || own.has(addressKey(address) ?? address);
    if (addresses.some(refused)) throw linkFailure(LINK_MESSAGES.privateAddress);
    if (!(LINK_PORTS as readonly number[]).includes(portOf(url))) throw linkFailure(LINK_MESSAGES.port);
  }
  return { url, address: first } satisfies VettedTarget;
}
