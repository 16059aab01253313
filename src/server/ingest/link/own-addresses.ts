import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { parseHostAddress } from './address-policy';

/**
 * The form addresses are compared in: normalised by parseHostAddress, and an IPv4-mapped IPv6
 * address as the IPv4 address it reaches. Undefined for anything that is not an IP address.
 */
export function addressKey(ip: string): string | undefined {
  const parsed = parseHostAddress(ip);
  if (!parsed) return undefined;
  if (parsed.family === 6) {
    const address = ipaddr.IPv6.parse(parsed.address);
    if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  }
  return parsed.address;
}

/**
 * Every address of this machine's network interfaces. A public one is still this server: a link to
 * it would reach services listening on all interfaces, as 127.0.0.1 would. Read on every check,
 * since interfaces and their addresses come and go.
 */
export function machineAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const { address } of entries ?? []) {
      const key = addressKey(address);
      if (key) addresses.add(key);
    }
  }
  return addresses;
}
