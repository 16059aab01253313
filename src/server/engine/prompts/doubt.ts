import type { DoubtDifficulty, DoubtInput } from '../../../shared/doubt';
import { JSON_RULES, MARKDOWN_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

/** Retrieval already ranks the passages; past these, more notes cost more than they help. */
const DOUBT_CONTEXT_MAX_PASSAGES = 8;
const DOUBT_PASSAGE_MAX_CHARS = 4_000;

const LEVELS: Record<DoubtDifficulty, string> = {
  easy: 'Level: easy. Assume little background; short steps, everyday words, every term defined.',
  medium: 'Level: medium. A typical school or college student; explain why each step works, not only what it does.',
  hard: 'Level: hard. Be rigorous: justify each step, mention conditions and edge cases, and check the result.',
};

const SHAPE = `{
  "answer": "1. Write the equation: $2x + 3 = 11$.\\n2. Subtract 3 from both sides: $2x = 8$.\\n3. Divide both sides by 2: $x = 4$.\\n4. Check: $2 \\\\cdot 4 + 3 = 11$ ✓\\n\\n**Answer:** $x = 4$",
  "simpleAnswer": "Think of a scale that must stay level. Take 3 sweets off each side, then share what is left in two. Each share is 4."
}`;

function contextPart(context: DoubtInput['context']): string {
  if (!context?.length) return '';
  const passages = context
    .slice(0, DOUBT_CONTEXT_MAX_PASSAGES)
    .map((passage) => fenced('passage', `Title: ${passage.title}\n\n${passage.text.slice(0, DOUBT_PASSAGE_MAX_CHARS)}`));
  return [
    "Below are passages from the student's own notes. Use them first when they help. When you use a passage, cite it by its " +
      'title in italics, like (from *Cell biology notes*). When they do not cover the question, say so in one sentence and ' +
      'answer from general knowledge.',
    ...passages,
  ].join('\n\n');
}

/** A student's doubt answered in numbered steps, and again for a five-year-old. */
export function doubtPrompt({ question, subject, difficulty, context }: DoubtInput): PromptParts {
  return {
    instructions: [TUTOR_PERSONA, MARKDOWN_RULES, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      'A student asks the question below. Help them understand it, not only get the answer.',
      LEVELS[difficulty],
      '"answer": Markdown made of numbered steps ("1. ", "2. ", …, one step of the reasoning each), with math in $…$. For a ' +
        'problem, show the working of every step and end with the result in bold; for a concept, build it up step by step ' +
        'with a short example.',
      '"simpleAnswer": the same idea explained to a five-year-old: 2 to 4 short sentences, everyday words and a comparison ' +
        'from daily life, no formulas.',
      `Answer with JSON in this shape (the content is only an example):\n${SHAPE}`,
      fenced('question', question),
      subject?.trim() ? fenced('subject', subject.trim()) : '',
      contextPart(context),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
