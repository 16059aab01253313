import ipaddr from 'ipaddr.js';

/** Whether a host name or address reaches only this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(bare)) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address.
  return ipaddr.process(bare).range() === 'loopback';
}

export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}
