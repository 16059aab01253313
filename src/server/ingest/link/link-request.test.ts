import { describe, expect, it } from 'vitest';
import { formatByteSize, LINK_MAX_BYTES, LINK_MESSAGES, linkTooLargeMessage } from '../../../shared/link';
import { fetchLinkRequestSchema } from '../../../shared/link.schema';
import { hostKey } from './vet-url';

describe('the Paste Link request', () => {
  it('trims the link and requires one', () => {
    expect(fetchLinkRequestSchema.parse({ url: '  http://127.0.0.1/notes  ' })).toEqual({ url: 'http://127.0.0.1/notes' });
    const empty = fetchLinkRequestSchema.safeParse({ url: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(LINK_MESSAGES.empty);
  });

  it('refuses links longer than 2048 characters', () => {
    const base = 'http://127.0.0.1/';
    expect(fetchLinkRequestSchema.safeParse({ url: base + 'a'.repeat(2048 - base.length) }).success).toBe(true);
    const long = fetchLinkRequestSchema.safeParse({ url: base + 'a'.repeat(2049 - base.length) });
    expect(long.error?.issues[0]?.message).toBe(LINK_MESSAGES.tooLong);
  });
});

describe('size messages', () => {
  it('say the cap in the unit it was set in', () => {
    expect(linkTooLargeMessage(LINK_MAX_BYTES)).toBe('The page is larger than 5 MB.');
    expect(formatByteSize(64 * 1024)).toBe('64 KB');
    expect(formatByteSize(1500)).toBe('1500 bytes');
  });
});

describe('allow-list keys', () => {
  it('match a host however it is written: case, IP spelling, brackets and port do not matter', () => {
    expect(hostKey('LocalHost')).toBe('localhost');
    expect(hostKey('localhost:3000')).toBe('localhost');
    for (const spelling of ['127.0.0.1', '0x7f.1', '2130706433', '127.0.0.1:8080']) expect(hostKey(spelling)).toBe('127.0.0.1');
    for (const spelling of ['::1', '[::1]', '[::1]:8080', '0:0:0:0:0:0:0:1']) expect(hostKey(spelling)).toBe('::1');
  });

  it('keep different hosts apart', () => {
    expect(hostKey('127.0.0.2')).not.toBe(hostKey('127.0.0.1'));
    expect(hostKey('wiki.intranet.test')).not.toBe(hostKey('intranet.test'));
  });
});
