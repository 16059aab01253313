import type { SummaryMode } from '../../../shared/summary';
import { MARKDOWN_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

const TASKS: Record<SummaryMode, string> = {
  summary:
    'Summarize the material in about a quarter of its length (at most 250 words): the main idea first, then the ' +
    'supporting points in the order the material gives them. Keep names, numbers, formulas and definitions exact.',
  simplify:
    'Rewrite the material in plain, simple language that a 12-year-old could follow. Keep every fact, short sentences, ' +
    'everyday words; explain each technical term in brackets the first time it appears. Do not add new facts.',
  keypoints:
    'List the key points of the material as a Markdown bullet list ("- " at the start of each line): 3 to 10 bullets, ' +
    'one idea each, most important first, each understandable on its own.',
};

/** Summary, plain-language version or key points of the student's text, as Markdown. */
export function summarizePrompt({ content, mode }: { content: string; mode: SummaryMode }): PromptParts {
  return {
    instructions: [TUTOR_PERSONA, MARKDOWN_RULES, MATERIAL_NOTE].join('\n\n'),
    prompt: [
      TASKS[mode],
      'Answer with the result only: no title, no introduction such as "Here is a summary", no closing remarks.',
      fenced('material', content),
    ].join('\n\n'),
  };
}
