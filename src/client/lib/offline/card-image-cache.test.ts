import { describe, expect, it } from 'vitest';
import { cardImageUrls } from './card-image-cache';

const A = '0b6f1c1e-8d3a-4a53-9a55-2b1f0e7d9c01';
const B = '7e2d4f60-1c2b-4e8a-b3f1-5a6c7d8e9f02';

describe('cardImageUrls', () => {
  it('finds each card image of the fronts and backs once, and nothing else', () => {
    const urls = cardImageUrls([
      { front: `Name it ![A cell](/api/card-images/${A})`, back: `![](/api/card-images/${B}) and ![again](/api/card-images/${A})` },
      { front: '![remote](https://example.com/x.png) [a link](/api/card-images/not-an-id)', back: 'No picture' },
    ]);
    expect(urls).toEqual([`/api/card-images/${A}`, `/api/card-images/${B}`]);
  });
});
