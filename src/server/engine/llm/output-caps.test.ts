import { describe, expect, it } from 'vitest';
import type { StudyEngine } from '../types';
import { LLM_MESSAGES } from './errors';
import { type LlmTask, MAX_OUTPUT_TOKENS } from './output-caps';
import { collect, httpFailure, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const { engine } = llm;

const TODAY = '2025-03-03';
const planInput = { gradeLevel: 'High School', subjects: ['Algebra'], hoursPerDay: 2, difficulty: 'beginner', today: TODAY } as const;
const writtenQuiz = {
  questions: [{ id: 'q1', question: 'Why are leaves green?', type: 'short_answer', correctAnswer: 'Chlorophyll', explanation: '' }],
  answers: ['Because of chlorophyll'],
} as const;

/**
 * Every provider call the engine makes, by task: a test fails to compile when a task is added
 * to the table without a call here, and fails when a call sends no cap or another task's.
 */
const CALLS: Record<LlmTask, (engine: StudyEngine) => Promise<unknown>> = {
  summarize: (e) => e.summarize({ content: 'Plants make sugar from light.', mode: 'simplify' }),
  generateQuiz: (e) => e.generateQuiz({ text: 'Plants make sugar from light.', difficulty: 'easy', count: 3 }),
  gradeQuiz: (e) => e.gradeQuiz({ questions: [...writtenQuiz.questions], answers: [...writtenQuiz.answers] }),
  analyze: (e) => e.analyze({ text: 'Photosynthesis' }),
  studyPlan: (e) => e.studyPlan({ ...planInput, duration: '4 weeks' }),
  studyPlanOutline: (e) => e.studyPlan({ ...planInput, duration: '12 weeks' }),
  planSchedule: (e) => e.planSchedule({ subject: 'Biology', goal: 'Pass', examDate: '2025-03-16', today: TODAY }),
  planScheduleOutline: (e) => e.planSchedule({ subject: 'Biology', goal: 'Pass', examDate: '2025-09-01', today: TODAY }),
  studyPath: (e) => e.studyPath({ topic: 'Algebra', difficulty: 'beginner' }),
  solveDoubt: (e) => e.solveDoubt({ question: 'Solve 2x = 4', difficulty: 'easy' }),
  suggestCards: (e) => e.suggestCards({ text: 'Plants make sugar from light.', max: 5 }),
  tutorReply: (e) => collect(e.tutorReply({ history: [], message: 'What is osmosis?' })),
};

describe('output caps', () => {
  it.each(Object.keys(CALLS) as LlmTask[])('%s: every request, the repair request included, sets its task’s cap', async (task) => {
    // Answers no task can use: each structured call asks twice (once to repair); text calls once.
    llm.fake.reply({ content: 'not an answer' }, { content: 'still not an answer' });
    await CALLS[task](engine()).catch(() => {});
    expect(llm.fake.requests.length).toBeGreaterThanOrEqual(1);
    for (const request of llm.fake.requests) expect(request.body.max_tokens).toBe(MAX_OUTPUT_TOKENS[task]);
  });

  it('a summary cut off at its cap is an invalid answer (502), not half a summary', async () => {
    llm.fake.reply({ content: 'Plants make sugar from light and', finishReason: 'length' });
    const failure = await httpFailure(() => engine().summarize({ content: 'Plants make sugar from light.', mode: 'summary' }));
    expect(failure).toMatchObject({ status: 502, message: LLM_MESSAGES.invalidAnswer });
    expect(llm.log.entries.at(-1)).toMatchObject({ details: { operation: 'summarize', finishReason: 'length' } });
  });
});
