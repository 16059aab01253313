// PostgreSQL refuses U+0000 in text, and the other C0 controls carry no text a student means to
// send; tab, line feed and carriage return are kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/gu;

/** The text without C0 control characters other than tab, LF and CR. */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}
