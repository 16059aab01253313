import ipaddr from 'ipaddr.js';

/**
 * The address a limit counts against. One IPv6 subscriber usually holds a whole /64 and can pick
 * any address in it, so IPv6 is keyed by its /64; an IPv4-mapped IPv6 address is the IPv4 client.
 */
export function limitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  // process() turns an IPv4-mapped IPv6 address into the IPv4 address.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
