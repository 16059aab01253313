// PostgreSQL refuses U+0000 in text, and the other C0 controls carry no text a student means to
// send; tab, line feed and carriage return are kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/gu;

/** The text without C0 control characters other than tab, LF and CR. */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}

// A lone UTF-16 surrogate (JSON's "\ud800") is no character: PostgreSQL refuses it in JSON columns,
// and encodeURIComponent throws on it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}
