import { JSON_RULES, MARKDOWN_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';
import type { ContextPassage } from '../../../shared/context-passage';

const SHAPE = `{
  "explanation": "## What it is\\n… Markdown, with $…$ math where it helps …",
  "studyPlan": {
    "overview": "One or two sentences on how to learn this.",
    "steps": ["Read …", "Practise …", "Explain … in your own words", "Test yourself …"]
  },
  "quiz": {
    "questions": [
      { "question": "…?", "options": ["…", "…", "…", "…"], "correct": 2 }
    ]
  }
}`;

/** Want To Learn: an explanation, a study plan and a quick quiz for a topic name or a text. */
export function analyzePrompt({ text, context = [] }: { text: string; context?: ContextPassage[] }): PromptParts {
  const notes = context.map((passage) => fenced('note', `Title: ${passage.title}\n\n${passage.text}`));
  return {
    instructions: [TUTOR_PERSONA, MARKDOWN_RULES, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      'A student wants to learn what is below: either a topic name or question, or a text (notes, an article) to understand.',
      '"explanation": teach it in Markdown, 200 to 600 words. Start with the big idea in one or two sentences, then the ' +
        'key concepts with a worked example; use "## " headings for sections and $…$ for math. For a text, explain ' +
        'what it says and stay faithful to it; for a topic, explain it as a good textbook would.',
      '"studyPlan": an overview and 4 to 8 concrete steps, each one action a student can do in one sitting.',
      '"quiz": 3 multiple-choice questions with 4 options each; "correct" is the 0-based index of the right option.',
      notes.length
        ? "Below the material are passages from the student's own notes on it: build on them, and when the explanation uses one, " +
          'name its title (for example: "as your note \u201cCell biology\u201d says, …").'
        : '',
      `Answer with JSON in this shape (the content is only an example):\n${SHAPE}`,
      fenced('material', text),
      ...notes,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
