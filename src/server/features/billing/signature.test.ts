import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, signatureMatches } from './signature';

// Razorpay's published examples.
describe('payment and webhook signatures', () => {
  it('signs order_id|payment_id with the key secret as Razorpay does', () => {
    expect(hmacSha256Hex('key_secret', 'fake_order_id|fake_payment_id')).toBe(
      'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
    );
  });

  it('signs the raw webhook body with the webhook secret as Razorpay does', () => {
    expect(hmacSha256Hex('123456', '{"a":1,"b":2,"c":{"d":3}}')).toBe('2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc');
  });

  it('accepts the right signature in either case and refuses a tampered, short or non-hex one', () => {
    const right = hmacSha256Hex('key_secret', 'fake_order_id|fake_payment_id');
    expect(signatureMatches(right, right)).toBe(true);
    expect(signatureMatches(right, right.toUpperCase())).toBe(true);
    expect(signatureMatches(right, `${right.slice(0, -1)}0`)).toBe(false);
    expect(signatureMatches(right, right.slice(0, 32))).toBe(false);
    expect(signatureMatches(right, 'z'.repeat(64))).toBe(false);
    expect(signatureMatches(right, '')).toBe(false);
  });
});
