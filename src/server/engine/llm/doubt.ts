import { z } from 'zod';
import { DOUBT_MAX_CHARS, DOUBT_MESSAGES, type DoubtAnswer, type DoubtInput } from '../../../shared/doubt';
import { invalidInput } from '../errors';
import { doubtPrompt } from '../prompts/doubt';
import { type CallContext, generateStructured } from './structured';

/** A line opening a numbered step: "1. ", "1) ", "**1.**", "### Step 1:". */
const FIRST_STEP = /^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)?(?:step[ \t]*)?1[.):]/im;

const llmDoubtAnswerSchema = z
  .object({ answer: z.string().trim().min(1), simpleAnswer: z.string().trim().min(1) })
  .superRefine((reply, context) => {
    if (!FIRST_STEP.test(reply.answer)) {
      context.addIssue({
        code: 'custom',
        path: ['answer'],
        message: '"answer" must be numbered steps in Markdown: lines starting "1. ", "2. ", and so on.',
      });
    }
  }) satisfies z.ZodType<DoubtAnswer>;

/**
 * The client renders math between dollar signs only; models trained on LaTeX often write \( \)
 * and \[ \] anyway, which would show as raw code.
 */
const dollarMath = (markdown: string): string =>
  markdown
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, math: string) => `$$${math}$$`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, math: string) => `$${math}$`);

/** A doubt answered by the provider, with the same 400s as the offline solver. */
export async function solveDoubtWithLlm(ctx: CallContext, input: DoubtInput): Promise<DoubtAnswer> {
  const question = (input.question ?? '').trim();
  if (!question) throw invalidInput(DOUBT_MESSAGES.questionRequired);
  if (question.length > DOUBT_MAX_CHARS) throw invalidInput(DOUBT_MESSAGES.questionTooLong);
  const reply = await generateStructured(ctx, 'solveDoubt', doubtPrompt({ ...input, question }), llmDoubtAnswerSchema);
  return { answer: dollarMath(reply.answer), simpleAnswer: dollarMath(reply.simpleAnswer) };
}
