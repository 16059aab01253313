import ipaddr from 'ipaddr.js';

/** Fastify's trustProxy as Studium allows it: off, a number of proxy hops, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const EXPECTED = 'the number of proxies in front of Studium (e.g. 1) or their addresses/CIDRs, comma-separated (e.g. 10.0.0.5,10.1.0.0/16)';

function isAddressOrCidr(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY. `true` is refused: it would take the client address from X-Forwarded-For
 * whoever sends it, so anyone could pick the address every limit counts against.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const value = raw?.trim() ?? '';
  if (!value || value === 'false') return { value: false };
  if (value === 'true') {
    return { error: `true would trust any client's X-Forwarded-For header; set ${EXPECTED}` };
  }
  if (/^\d+$/.test(value)) return { value: Number(value) || false };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length || !entries.length) return { error: `"${bad.join(', ') || value}" is not valid; set ${EXPECTED}` };
  return { value: entries };
}
