import type { DoubtAnswer, DoubtDifficulty, DoubtKind } from '../../../../shared/doubt';
import { escapeText, m } from './tex';

export interface Step {
  /** What is done, as a sentence without a final stop. */
  say: string;
  /** LaTeX of the result of the step. */
  tex?: string;
  /** Why the step is allowed, shown on hard questions. */
  why?: string;
  /** Smaller steps inside this one, shown from medium up. */
  detail?: Step[];
}

/** A worked math problem before it is written out for a difficulty. */
export interface Explanation {
  kind: Exclude<DoubtKind, 'general'>;
  intro: string;
  steps: Step[];
  /** Markdown of the final answer, e.g. "$x = 4$". */
  result: string;
  /** Markdown lines substituting the answer back in. */
  check?: string[];
  /** The explain-like-I'm-5 story, one short sentence each. */
  story: string[];
}

const line = (step: Step) => (step.tex ? `${step.say}: ${m(step.tex)}` : `${step.say}.`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Markdown answer and simple answer; easy shows the main steps, medium their parts, hard also why. */
export function render(question: string, explained: Explanation, difficulty: DoubtDifficulty): DoubtAnswer {
  const steps = explained.steps.flatMap((step, i) => {
    const lines = [`${i + 1}. ${line(step)}`];
    if (difficulty !== 'easy') for (const part of step.detail ?? []) lines.push(`   - ${line(part)}`);
    if (difficulty === 'hard' && step.why) lines.push(`   *Why:* ${capital(step.why)}`);
    return lines;
  });
  const answer = [
    `**Question:** ${escapeText(question)}`,
    explained.intro,
    steps.join('\n'),
    `**Answer:** ${explained.result}`,
    ...(explained.check?.length ? [explained.check.join('\n\n')] : []),
  ];
  return { answer: answer.filter(Boolean).join('\n\n'), simpleAnswer: explained.story.join(' ') };
}

/**
 * Runs mathsteps, which prints to the console (console.error when it gives up, and console.log
 * from a debug flag it passes by mistake for equations without a variable) and may throw on math
 * it does not support: all of that means "no steps" here, and the caller falls back.
 */
export function quietly<T>(run: () => T[]): T[] {
  const { error, log } = console;
  console.error = () => undefined;
  console.log = () => undefined;
  try {
    return run();
  } catch {
    return [];
  } finally {
    console.error = error;
    console.log = log;
  }
}
