import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseHostAddress } from './address-policy';

// Pure classification: nothing here connects anywhere, so any address may be named.
describe('which IPv4 addresses count as public', () => {
  it.each([
    ['loopback', ['127.0.0.1', '127.0.0.2', '127.255.255.254']],
    ['private 10/8', ['10.0.0.1', '10.255.255.255']],
    ['private 172.16/12', ['172.16.0.1', '172.31.255.255']],
    ['private 192.168/16', ['192.168.0.1', '192.168.255.254']],
    ['link-local and cloud metadata', ['169.254.0.1', '169.254.169.254']],
    ['carrier-grade NAT 100.64/10', ['100.64.0.1', '100.127.255.254']],
    ['unspecified 0/8', ['0.0.0.0', '0.1.2.3']],
    ['broadcast', ['255.255.255.255']],
    ['multicast', ['224.0.0.1', '239.255.255.250']],
    ['reserved and documentation', ['240.0.0.1', '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '192.0.0.8']],
  ])('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts public unicast, including the addresses just outside each refused range', () => {
    const edges = ['1.1.1.1', '8.8.8.8', '9.255.255.255', '11.0.0.1', '172.15.255.255', '172.32.0.1'];
    const more = ['192.167.255.255', '192.169.0.1', '169.253.255.255', '100.63.255.255', '100.128.0.1', '126.255.255.255'];
    for (const address of [...edges, ...more]) expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges the other spellings a URL may use by the address they mean', () => {
    for (const loopback of ['2130706433', '0x7f000001', '0x7f.1', '0177.0.0.1', '127.1', '127.0.0.1.']) {
      expect(isPublicAddress(loopback), loopback).toBe(false);
    }
    // Octal: this reaches 8.0.0.1, not 10.0.0.1, exactly as a URL parser and inet_aton read it.
    expect(isPublicAddress('010.0.0.1')).toBe(true);
    expect(isPublicAddress('0xa000001')).toBe(false);
  });
});

describe('which IPv6 addresses count as public', () => {
  it.each([
    ['loopback', ['::1']],
    ['unspecified', ['::']],
    ['link-local', ['fe80::1', 'febf:ffff::1', 'fe80::1%eth0']],
    ['unique-local fc00::/7', ['fc00::1', 'fd12:3456:789a::1']],
    ['multicast', ['ff02::1', 'ff0e::1']],
    ['site-local, discard and documentation', ['fec0::1', '100::1', '2001:db8::1']],
    ['IPv4-mapped loopback, dotted or hex', ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:7f00:2']],
    ['IPv4-mapped private and metadata', ['::ffff:10.0.0.1', '::ffff:192.168.1.1', '::ffff:169.254.169.254']],
    ['IPv4-compatible (deprecated) ::a.b.c.d', ['::127.0.0.1', '::7f00:1', '::8.8.8.8']],
    ['6to4 of a private or loopback address', ['2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101::1', '2002:a9fe:a9fe::']],
    // Teredo hides the client address with inverted bits: 80ff:fffe is 127.0.0.1, f5ff:fffe 10.0.0.1.
    ['Teredo with a private client', ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:4136:e378:8000:63bf:f5ff:fffe']],
    ['Teredo with a private server', ['2001:0:a00:1:8000:63bf:f7f7:f7f7']],
    ['NAT64 of a private address, and local-use NAT64', ['64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::808:808']],
  ])('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts global unicast and addresses embedding a public IPv4 address', () => {
    const global = ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:81c::200e'];
    const embedded = ['::ffff:8.8.8.8', '::ffff:808:808', '2002:808:808::1', '64:ff9b::808:808'];
    const teredo = ['2001:0:4136:e378:8000:63bf:f7f7:f7f7'];
    for (const address of [...global, ...embedded, ...teredo]) expect(isPublicAddress(address), address).toBe(true);
  });

  it('accepts the bracketed form a URL host has', () => {
    expect(isPublicAddress('[2606:4700:4700::1111]')).toBe(true);
    expect(isPublicAddress('[::1]')).toBe(false);
  });
});

describe('anything that is not an IP address', () => {
  it('is never public: host names must be resolved, garbage is refused', () => {
    for (const value of ['', 'localhost', 'example.test', '999.1.1.1', '08.0.0.1', '1e1.1', '::g', '[::1', 'a@8.8.8.8']) {
      expect(isPublicAddress(value), value).toBe(false);
    }
  });
});

describe('recognising IP literals in a host', () => {
  it('normalises every IPv4 spelling the WHATWG URL parser accepts to a dotted quad', () => {
    for (const spelling of ['2130706433', '0x7f000001', '0x7f.1', '0177.0.0.1', '127.1', '127.0.1', '127.0.0.1.', '%31%32%37.0.0.1']) {
      expect(parseHostAddress(spelling), spelling).toEqual({ address: '127.0.0.1', family: 4 });
    }
    expect(parseHostAddress('2130706434')).toEqual({ address: '127.0.0.2', family: 4 });
  });

  it('reads IPv6 with or without brackets, keeping IPv4-mapped addresses as IPv6', () => {
    expect(parseHostAddress('[::1]')).toEqual({ address: '::1', family: 6 });
    expect(parseHostAddress('::ffff:127.0.0.2')).toEqual({ address: '::ffff:7f00:2', family: 6 });
    expect(parseHostAddress('[2001:DB8:0:0::1]')).toEqual({ address: '2001:db8::1', family: 6 });
    // As the URL parser reads it (IPv4-compatible), not as IPv4-mapped: that is where it connects.
    expect(parseHostAddress('::127.0.0.1')).toEqual({ address: '::7f00:1', family: 6 });
  });

  it('leaves host names, and text that is no host, unrecognised', () => {
    for (const host of ['localhost', 'studium.test', 'xn--bcher-kva.test', '08.0.0.1', '1.2.3.256', 'a@127.0.0.1', '127.0.0.1/x', '']) {
      expect(parseHostAddress(host), host).toBeUndefined();
    }
  });
});
