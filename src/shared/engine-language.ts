// What the offline engine says about languages it does not read (issue 31).

export const ENGINE_LANGUAGE_MESSAGES = {
  englishOnly:
    'The offline engine reads English text only, so it cannot work on this text. Write it in English, or ask the administrator to connect an AI provider, which answers in your language.',
} as const;

/**
 * Whether `text` is mostly in a script other than Latin (Devanagari, Tamil, …): more letters of
 * other scripts than Latin ones. Math, digits and punctuation count for neither.
 */
export function mostlyNonLatin(text: string): boolean {
  const sample = text.slice(0, 20_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters > 0 && letters - latin > latin;
}
