import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

describe('the kept notes lists', () => {
  it('answers only for the tag the list was kept under', () => {
    const cache = createListCache();
    cache.set('u1', 'W/"a"', '[1]');
    expect(cache.get('u1', 'W/"a"')).toBe('[1]');
    expect(cache.get('u1', 'W/"b"')).toBeUndefined();
    expect(cache.get('u2', 'W/"a"')).toBeUndefined();
  });

  it('keeps within its size, dropping the least recently used list first', () => {
    const cache = createListCache(2 * 2 * 10);
    cache.set('u1', 't', 'x'.repeat(10));
    cache.set('u2', 't', 'y'.repeat(10));
    expect(cache.get('u1', 't')).toBeDefined();
    cache.set('u3', 't', 'z'.repeat(10));
    expect([cache.get('u1', 't'), cache.get('u2', 't'), cache.get('u3', 't')]).toEqual(['x'.repeat(10), undefined, 'z'.repeat(10)]);
    cache.set('u4', 't', 'w'.repeat(100));
    expect(cache.get('u4', 't')).toBeUndefined();
  });
});
