import type { ModelMessage } from 'ai';
import type { TutorReplyInput } from '../types';
import { MARKDOWN_RULES, MATERIAL_NOTE, TUTOR_PERSONA, fenced } from './common';

/** Older turns add cost and little help; the last ones carry the thread of the conversation. */
const TUTOR_HISTORY_LIMIT = 20;

const TEACHING = [
  'You are tutoring one student in a conversation. Find out what they are stuck on and help them get there:',
  'explain step by step, check a tricky step with them, and suggest what to try next.',
  'For homework-style problems, show the method on the problem and explain each step rather than only giving the result.',
  'Keep answers focused: usually under 300 words unless the student asks for more.',
].join(' ');

function contextRules(input: TutorReplyInput): string {
  if (!input.context?.length) return '';
  const passages = input.context.map((p) => fenced('passage', `Title: ${p.title}\n\n${p.text}`)).join('\n\n');
  return [
    "Answer from the student's own material below first. When you use a passage, cite it by its title in italics, " +
      'like (from *Cell biology notes*). When the material does not cover the question, say so, then answer from ' +
      'general knowledge.',
    MATERIAL_NOTE,
    passages,
  ].join('\n\n');
}

/** The standing instructions and the conversation so far, ending with the student's new message. */
export function tutorPrompt(input: TutorReplyInput): { instructions: string; messages: ModelMessage[] } {
  const history: ModelMessage[] = input.history
    .slice(-TUTOR_HISTORY_LIMIT)
    .filter((turn) => turn.content.trim())
    .map((turn) => ({ role: turn.role, content: turn.content }));
  // Some providers (Anthropic) want the conversation to open with the student's turn.
  while (history[0]?.role === 'assistant') history.shift();
  return {
    instructions: [TUTOR_PERSONA, TEACHING, MARKDOWN_RULES, contextRules(input)].filter(Boolean).join('\n\n'),
    messages: [...history, { role: 'user', content: input.message }],
  };
}
