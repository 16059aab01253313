import type { QuizDifficulty } from '../../../shared/quiz';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';
import type { ContextPassage } from '../../../shared/context-passage';

const LEVELS: Record<QuizDifficulty, string> = {
  easy: 'Easy: test recall of the key terms and facts. All questions are "mcq".',
  medium: 'Medium: test understanding (why and how, not only what). Mostly "mcq"; about one question in five is "short_answer".',
  hard:
    'Hard: test application and reasoning: new examples, calculations, comparisons. About 60% "mcq", the rest ' +
    '"short_answer" or "practical" (a small task, problem or calculation to work through).',
};

// An example rather than a schema: models copy examples more faithfully than they read schemas.
const SHAPE = `{
  "title": "Quiz: Photosynthesis",
  "questions": [
    {
      "id": "q1",
      "question": "Which gas do plants take in for photosynthesis?",
      "type": "mcq",
      "options": ["Oxygen", "Carbon dioxide", "Nitrogen", "Hydrogen"],
      "correctAnswer": 1,
      "explanation": "Plants take in carbon dioxide and release oxygen.",
      "source": "Plants take in carbon dioxide from the air."
    },
    {
      "id": "q2",
      "question": "Why do leaves look green?",
      "type": "short_answer",
      "correctAnswer": "Chlorophyll reflects green light.",
      "explanation": "Chlorophyll absorbs red and blue light and reflects green."
    }
  ]
}`;

const FIELDS = [
  '"type" is "mcq", "short_answer" or "practical".',
  '"options": only for mcq, exactly 4 strings.',
  '"correctAnswer": for mcq the 0-based index of the right option (a number); otherwise the expected answer as text.',
  '"source": the sentence of the material the question is based on; leave it out when there is no material.',
].join('\n- ');

export interface QuizPromptInput {
  text: string;
  topic?: string;
  difficulty: QuizDifficulty;
  count: number;
  /** The student's own notes on the topic, used as the material when there is no text. */
  context?: ContextPassage[];
}

/** The text to quiz on: the given text, else the student's notes on the topic with their titles. */
function materialOf({ text, context }: QuizPromptInput): string {
  if (text.trim() || !context?.length) return text;
  return context.map((passage) => `From the student's note "${passage.title}":\n${passage.text}`).join('\n\n');
}

/** A quiz on the student's material (or, without material, on a topic from general knowledge). */
export function quizPrompt(input: QuizPromptInput): PromptParts {
  const { topic, difficulty, count } = input;
  const text = materialOf(input);
  const hasMaterial = text.trim().length > 0;
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `Write a quiz of exactly ${count} question${count === 1 ? '' : 's'}${topic ? ` about "${topic}"` : ''}.`,
      hasMaterial
        ? 'Base every question on the material below, so a student who studied it can answer; put the sentence a question comes from in "source".'
        : 'There is no material: ask about the topic as it is taught in school and college courses, and leave out "source".',
      LEVELS[difficulty],
      'Rules: one clear right answer per question; wrong options are plausible but clearly wrong to someone who knows the ' +
        'material; vary the position of the right option; no "all of the above"; ids are "q1", "q2", … in order.',
      `Answer with JSON in this shape (the content is only an example):\n${SHAPE}\n- ${FIELDS}`,
      hasMaterial ? fenced('material', text) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
