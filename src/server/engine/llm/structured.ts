import { generateText, type ModelMessage, NoObjectGeneratedError, NoOutputGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { currentLanguage } from '../../http/request-language';
import { inLanguage, type PromptParts, repairPrompt } from '../prompts/common';
import { invalidAnswer, providerFailure, redact } from './errors';
import type { EngineLogger } from './logger';
import { type LlmTask, MAX_OUTPUT_TOKENS } from './output-caps';
import type { ProviderModel } from './providers';

export interface CallContext {
  provider: ProviderModel;
  timeoutMs: number;
  /** The SDK's own retries of a failed HTTP call (429, 5xx, network). */
  maxRetries: number;
  logger: EngineLogger;
  /** The API key, so that logs can be scrubbed of it. */
  secret?: string;
}

/** Runs one provider call under the AI_TIMEOUT_MS deadline; failures become the student's EngineError. */
async function withDeadline<T>(ctx: CallContext, operation: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ctx.timeoutMs);
  try {
    return await call(signal);
  } catch (error) {
    throw providerFailure(error, { timedOut: signal.aborted, logger: ctx.logger, secret: ctx.secret, operation });
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The JSON inside a reply that wrapped it in a code fence or a sentence despite the instructions. */
function jsonText(text: string): string {
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fence?.[1]) return fence[1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/** Parses (when text) and validates an answer, describing what is wrong in words a model can act on. */
function parseAnswer<T>(raw: unknown, schema: z.ZodType<T>): Parsed<T> {
  let value = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return { ok: false, problem: 'it was empty.' };
    try {
      value = JSON.parse(jsonText(raw));
    } catch (error) {
      return { ok: false, problem: `it is not valid JSON (${(error as Error).message}).` };
    }
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `it does not match the required JSON shape:\n${z.prettifyError(result.error)}` };
}

interface StructuredCall<T> {
  task: LlmTask;
  instructions: string;
  messages: ModelMessage[];
  schema: z.ZodType<T>;
}

/** The provider's answer as the SDK parsed it (or its raw text when parsing failed). */
async function answer<T>(ctx: CallContext, { task, instructions, messages, schema }: StructuredCall<T>, signal: AbortSignal) {
  const { model, jsonMode, structuredOptions } = ctx.provider;
  const common = {
    model,
    instructions,
    messages,
    abortSignal: signal,
    maxRetries: ctx.maxRetries,
    maxOutputTokens: MAX_OUTPUT_TOKENS[task],
  };
  try {
    if (jsonMode === 'text') {
      const result = await generateText(common);
      return { value: result.text as unknown, text: result.text };
    }
    const output = jsonMode === 'schema' ? Output.object({ schema }) : Output.json();
    const result = await generateText({ ...common, output, providerOptions: structuredOptions });
    return { value: result.output as unknown, text: result.text };
  } catch (error) {
    // Unparseable or off-schema output is the model's mistake, not the provider's: repair it.
    if (NoObjectGeneratedError.isInstance(error)) return { value: error.text ?? '', text: error.text ?? '' };
    if (NoOutputGeneratedError.isInstance(error)) return { value: '', text: '' };
    throw error;
  }
}

/** A validated JSON answer; an invalid one gets ONE repair request, then the student gets a 502. */
export async function generateStructured<T>(ctx: CallContext, task: LlmTask, parts: PromptParts, schema: z.ZodType<T>): Promise<T> {
  const messages: ModelMessage[] = [{ role: 'user', content: parts.prompt }];
  const call = { task, instructions: inLanguage(parts.instructions, currentLanguage()), messages, schema };
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const reply = await withDeadline(ctx, task, (signal) => answer(ctx, call, signal));
    const parsed = parseAnswer(reply.value, schema);
    if (parsed.ok) return parsed.value;
    problem = parsed.problem;
    messages.push({ role: 'assistant', content: reply.text || '(empty answer)' }, { role: 'user', content: repairPrompt(problem) });
  }
  ctx.logger.warn({ operation: task, problem: redact(problem, ctx.secret) }, 'AI provider returned an invalid answer twice');
  throw invalidAnswer();
}

/** A Markdown answer (summaries); an empty one, or one cut off at its cap, counts as invalid. */
export async function generateMarkdown(ctx: CallContext, task: LlmTask, parts: PromptParts): Promise<string> {
  const { model } = ctx.provider;
  const { text, finishReason } = await withDeadline(ctx, task, async (abortSignal) => {
    const result = await generateText({
      model,
      instructions: inLanguage(parts.instructions, currentLanguage()),
      prompt: parts.prompt,
      abortSignal,
      maxRetries: ctx.maxRetries,
      maxOutputTokens: MAX_OUTPUT_TOKENS[task],
    });
    return { text: result.text.trim(), finishReason: result.finishReason };
  });
  if (!text || finishReason === 'length') {
    ctx.logger.warn(
      { operation: task, finishReason },
      text ? 'AI provider answer reached its output cap' : 'AI provider returned an empty answer',
    );
    throw invalidAnswer();
  }
  return text;
}
