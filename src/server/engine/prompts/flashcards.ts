import { MARKDOWN_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

/** Question/answer flashcards on the student's material, answered as structured output. */
export function flashcardsPrompt({ text, max }: { text: string; max: number }): PromptParts {
  return {
    instructions: [TUTOR_PERSONA, MARKDOWN_RULES, MATERIAL_NOTE].join('\n\n'),
    prompt: [
      `Write at most ${max} flashcards that test the most important facts, terms and ideas of the material.`,
      'Each card: "front" is one short question, "back" its answer in one to three sentences, "passage" the sentence of the ' +
        'material it comes from, copied exactly, and "kind" is "qa". Use only what the material says.',
      fenced('material', text),
    ].join('\n\n'),
  };
}
