// A message built from values at run time ("Please try again in 3 minutes.") keeps its English text
// as the value everyone passes around, and remembers which catalogue entry and values made it, so the
// answer can be sent in the reader's language without every caller carrying a key (decision 077).

export type MessageValues = Record<string, string | number>;

interface Made {
  key: string;
  values: MessageValues;
}

/** Recently built texts: a message is translated moments after it is built, in the same request. */
const RECENT_LIMIT = 2_000;
const recent = new Map<string, Made>();

/**
 * The English `text`, remembered as catalogue entry `key` with `values` (the entry's ICU
 * placeholders, e.g. `{seconds}`).
 */
export function dynamicMessage(key: string, values: MessageValues, text: string): string {
  recent.delete(text);
  recent.set(text, { key, values });
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  return text;
}

export function madeMessage(text: string): Made | undefined {
  return recent.get(text);
}
