import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes a record id in any case and nothing else', () => {
    expect(isUuid('0190a1b2-0000-7000-8000-000000000000')).toBe(true);
    expect(isUuid('0190A1B2-ABCD-7000-8000-00000000000F')).toBe(true);
    for (const id of ['not-a-uuid', '1', "x' OR '1'='1", '0190a1b2-0000-7000-8000-0000000000000', ' 0190a1b2-0000-7000-8000-000000000000'])
      expect(isUuid(id)).toBe(false);
  });
});
