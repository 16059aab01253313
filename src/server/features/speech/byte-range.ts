/**
 * The one byte range of a `Range` header (RFC 9110 §14), which is what <audio> elements send to
 * seek. Several ranges in one request are answered with the whole clip, which the RFC allows.
 */
export type RangeResult = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function resolveRange(header: string | undefined, size: number): RangeResult {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (!first) {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (last && Number(last) < start) return { kind: 'whole' }; // invalid: ignore the header
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
