import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, as Razorpay signs payments (`order_id|payment_id`) and webhooks (the raw body). */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Compares a signature we computed with one we were given, in time that does not depend on where they differ. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!HEX_SHA256.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
