import ipaddr from 'ipaddr.js';

export interface HostAddress {
  address: string;
  family: 4 | 6;
}

// Global unicast space: everything outside it (IPv4-compatible ::a.b.c.d, discard, site-local…)
// is either unroutable or routed somewhere we cannot judge, so it is refused.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

// Addresses that carry an IPv4 address reach that IPv4 host, so they are judged by it.
function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.zoneId) return false;
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
      return isPublicIPv4(address.toIPv4Address());
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) && isPublicIPv4(ipv4From(p6, p7));
    case '6to4':
      return isPublicIPv4(ipv4From(p1, p2));
    case 'teredo':
      // Teredo carries the relay server in clear and the client address with its bits inverted.
      return isPublicIPv4(ipv4From(p2, p3)) && isPublicIPv4(ipv4From(~p6 & 0xffff, ~p7 & 0xffff));
    case 'unicast':
      return address.match(GLOBAL_UNICAST);
    default:
      return false;
  }
}

/**
 * Recognises an IP literal in any spelling the WHATWG URL parser accepts (decimal 2130706433,
 * hex 0x7f.1, octal 0177.0.0.1, short 127.1, bracketed or bare IPv6) and returns it normalised.
 * Undefined means a host name (or nothing a URL could hold): it must be resolved, not trusted.
 */
export function parseHostAddress(host: string): HostAddress | undefined {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare.includes(':')) {
    if (!ipaddr.IPv6.isValid(bare)) return undefined;
    // The URL parser reads ::127.0.0.1 as IPv4-compatible ::7f00:1, ipaddr.js as IPv4-mapped:
    // the address connected to is the URL's. Zone ids (fe80::1%eth0) only ipaddr.js reads.
    let text = bare;
    try {
      text = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
    } catch {
      // Keep the text as ipaddr.js reads it.
    }
    return { address: ipaddr.IPv6.parse(text).toString(), family: 6 };
  }
  // Characters that would make the URL parser read another part of the URL as the host.
  if (!bare || /[\s/\\?#@[\]]/.test(bare)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${bare}/`).hostname;
  } catch {
    return undefined;
  }
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? { address: hostname, family: 4 } : undefined;
}

/**
 * True only for addresses a server on the open internet may be asked to fetch from: loopback,
 * private, link-local (cloud metadata), CGNAT, multicast, reserved and unique-local space are not,
 * nor is anything that is not an IP address at all.
 */
export function isPublicAddress(ip: string): boolean {
  const parsed = parseHostAddress(ip);
  if (!parsed) return false;
  const address = ipaddr.parse(parsed.address);
  return address.kind() === 'ipv4' ? isPublicIPv4(address as ipaddr.IPv4) : isPublicIPv6(address as ipaddr.IPv6);
}
