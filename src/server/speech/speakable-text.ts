/**
 * Markdown and TeX as a listener should hear them. Explanations are markdown; read as they are,
 * espeak says "asterisk asterisk" around bold words and spells out every character of a link.
 */

const TEX_WORDS: [RegExp, string][] = [
  [/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, ' $1 over $2 '],
  [/\\sqrt\{([^{}]*)\}/g, ' the square root of $1 '],
  [/\\(times|cdot)/g, ' times '],
  [/\\div/g, ' divided by '],
  [/\\pm/g, ' plus or minus '],
  [/\\(leq|le)\b/g, ' is at most '],
  [/\\(geq|ge)\b/g, ' is at least '],
  [/\\(neq|ne)\b/g, ' is not equal to '],
  [/\\approx/g, ' is approximately '],
  [/\^\{?2\}?/g, ' squared '],
  [/\^\{?3\}?/g, ' cubed '],
  [/\^\{([^{}]*)\}|\^(\w)/g, ' to the power of $1$2 '],
  [/_\{([^{}]*)\}|_(\w)/g, ' sub $1$2 '],
  [/\\([a-zA-Z]+)/g, ' $1 '],
  [/[{}]/g, ''],
];

function speakMath(tex: string): string {
  return TEX_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), tex);
}

// Speech takes 5,000 characters of anything; the scans below and the patterns' classes are chosen so
// that no match restarts at every character of a long run (decision 043): `<[^<>\n]+>` stops at the
// next `<`, a link's parts at the next bracket, and blanks around `|` or at a line's ends are trimmed
// by scans instead of `/[ \t]*\|[ \t]*/g` and `/[\s,]+$/`.

/** Each '|' and the spaces and tabs around it replaced by ', ', in one pass. */
function pipesToCommas(text: string): string {
  const parts = text.split('|');
  const last = parts.length - 1;
  return parts
    .map((part, i) => {
      let start = 0;
      let end = part.length;
      if (i > 0) while (start < end && (part[start] === ' ' || part[start] === '\t')) start += 1;
      if (i < last) while (end > start && (part[end - 1] === ' ' || part[end - 1] === '\t')) end -= 1;
      return part.slice(start, end);
    })
    .join(', ');
}

/** `text` without the characters at either end that `drop` accepts. */
function trimWhile(text: string, drop: (char: string) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && drop(text[start]!)) start += 1;
  while (end > start && drop(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/** Plain sentences: no markup, links as their text, math in words, every line ending a sentence. */
export function toSpeakableText(markdown: string): string {
  const text = pipesToCommas(
    markdown
      .replace(/<[^<>\n]+>/g, ' ')
      .replace(/```[^\n]*\n?([\s\S]*?)```/g, '$1')
      .replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g, (_match, block: string | undefined, inline: string | undefined) =>
        speakMath(block ?? inline ?? ''),
      )
      .replace(/!?\[([^[\]]*)\]\([^()\s]*\)/g, '$1')
      .replace(/https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"]/g, 'the link')
      .replace(/^[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(:?-*:?)[ \t]*$/gm, ''),
  )
    .replace(/^[ \t]{0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*`~]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '');
  return text
    .split('\n')
    .map((line) => trimWhile(line, (char) => char === ',' || /\s/.test(char)).replace(/\s+/g, ' '))
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join('\n');
}
