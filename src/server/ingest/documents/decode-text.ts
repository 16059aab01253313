const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

// Controls no text file contains (tab, newlines and form feed aside): their presence means binary data.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROLS = /[\x00-\x08\x0b\x0e-\x1f\x7f]/u;
/** Bytes Windows-1252 leaves undefined. */
const UNDEFINED_IN_1252 = /[\x81\x8d\x8f\x90\x9d]/u;

// Node's TextDecoder('windows-1252') decodes as ISO-8859-1, so 0x80–0x9F (€, curly quotes, dashes) are mapped here.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const startsWith = (data: Buffer, prefix: readonly number[]) => prefix.every((byte, index) => data[index] === byte);

/**
 * The text of a plain-text upload, or undefined when the bytes are not text (a binary renamed .txt).
 * UTF-8 is the norm; UTF-16 needs its BOM (Windows Notepad writes one), since without it any even
 * byte run would decode. Windows-1252 is the fallback because Excel still saves CSV in it.
 */
export function decodeText(data: Buffer): string | undefined {
  if (startsWith(data, UTF16LE_BOM)) return decodeUtf16(data.subarray(2));
  if (startsWith(data, UTF16BE_BOM)) return decodeUtf16(data.subarray(2), true);
  const body = startsWith(data, UTF8_BOM) ? data.subarray(3) : data;
  if (body.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const latin1 = body.toString('latin1');
    if (BINARY_CONTROLS.test(latin1) || UNDEFINED_IN_1252.test(latin1)) return undefined;
    return latin1.replace(/[\u0080-\u009f]/gu, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
}

function decodeUtf16(body: Buffer, bigEndian = false): string | undefined {
  if (body.length % 2 !== 0) return undefined;
  try {
    const text = new TextDecoder('utf-16le', { fatal: true }).decode(bigEndian ? Buffer.from(body).swap16() : body);
    return BINARY_CONTROLS.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}
