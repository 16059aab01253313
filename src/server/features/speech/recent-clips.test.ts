import { describe, expect, it } from 'vitest';
import { createRecentClips } from './recent-clips';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('recent clips', () => {
  it('keeps a clip for its time, then no longer', () => {
    let clock = 0;
    const recent = createRecentClips({ maxBytes: 100, ttlMs: 1_000 }, () => clock);
    recent.keep('a', bytes(10));
    clock = 999;
    expect(recent.get('a')).toEqual(bytes(10));
    clock = 1_000;
    expect(recent.get('a')).toBeUndefined();
  });

  it('drops the oldest clips to stay within its bytes, and keeps none larger than them all', () => {
    const recent = createRecentClips({ maxBytes: 100, ttlMs: 60_000 });
    recent.keep('a', bytes(40, 1));
    recent.keep('b', bytes(40, 2));
    recent.keep('c', bytes(40, 3));
    expect(recent.get('a')).toBeUndefined();
    expect(recent.get('b')).toEqual(bytes(40, 2));
    expect(recent.get('c')).toEqual(bytes(40, 3));
    recent.keep('huge', bytes(101));
    expect(recent.get('huge')).toBeUndefined();
    expect(recent.get('c')).toEqual(bytes(40, 3));
    // Kept again under the same id, it counts once.
    recent.keep('c', bytes(60, 4));
    expect(recent.get('b')).toEqual(bytes(40, 2));
    expect(recent.get('c')).toEqual(bytes(60, 4));
  });
});
