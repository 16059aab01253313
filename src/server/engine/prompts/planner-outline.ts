import type { IsoDate } from '../../../shared/exam-date';
import { PLANNER_MAX_TOPICS, PLANNER_MIN_TOPICS } from '../../../shared/planner';
import { formatDate } from '../offline/planning/dates';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';
import { PLANNER_MATERIAL_MAX_CHARS } from './planner';

export interface PlannerOutlinePromptInput {
  subject: string;
  goal: string;
  material?: string | undefined;
  dates: readonly IsoDate[];
}

const SHAPE = `{
  "overview": "A 120-day plan for Biology … Goal: …",
  "topics": ["Cell structure and organelles", "Photosynthesis", "Respiration", "Genetics: DNA and inheritance"],
  "tips": ["Test yourself before re-reading: recalling from memory beats highlighting."]
}`;

/**
 * A long exam plan's content: its topics in study order, an overview and tips. The calendar of a
 * long plan (rest days, spaced reviews, the review phase, the mock test) is laid out by us.
 */
export function plannerOutlinePrompt({ subject, goal, material, dates }: PlannerOutlinePromptInput): PromptParts {
  const text = material?.trim().slice(0, PLANNER_MATERIAL_MAX_CHARS) ?? '';
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `A student has ${dates.length} days, from ${formatDate(first)} to the exam on ${formatDate(last)}. The day-by-day ` +
        'calendar (spaced reviews 1, 3, 7 and 14 days after each first study, a rest day every 7th day, a review phase and ' +
        'a mock test at the end) is laid out for you; give its content.',
      `"topics": ${PLANNER_MIN_TOPICS} to ${PLANNER_MAX_TOPICS} topics of the subject in the order to study them (foundations ` +
        "first), each a short name of 2 to 6 words; from the material's headings and key terms when there is material.",
      '"overview": 2 or 3 sentences on the plan and the goal. "tips": 4 to 6 short study tips for this subject.',
      `Answer with JSON in this shape (the content is only an example):\n${SHAPE}`,
      fenced('subject', subject),
      fenced('goal', goal),
      text ? fenced('material', text) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
