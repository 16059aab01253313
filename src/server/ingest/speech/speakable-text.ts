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

/** Plain sentences: no markup, links as their text, math in words, every line ending a sentence. */
export function toSpeakableText(markdown: string): string {
  const text = markdown
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/```[^\n]*\n?([\s\S]*?)```/g, '$1')
    .replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g, (_match, block: string | undefined, inline: string | undefined) =>
      speakMath(block ?? inline ?? ''),
    )
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"]/g, 'the link')
    .replace(/^[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(:?-*:?)[ \t]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ', ')
    .replace(/^[ \t]{0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*`~]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '');
  return text
    .split('\n')
    .map((line) => line.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s+/g, ' '))
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join('\n');
}
