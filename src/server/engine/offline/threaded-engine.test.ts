import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { ANALYZE_MESSAGES } from '../../../shared/want-to-learn';
import { FLASHCARD_MESSAGES } from '../../../shared/flashcards';
import { EngineError } from '../errors';
import { offlineEngine } from './offline-engine';
import {
  createEnginePool,
  DEFAULT_ENGINE_POOL,
  ENGINE_BUSY_MESSAGE,
  ENGINE_USER_BUSY_MESSAGE,
  type EnginePool,
  offlineEngineOn,
} from './threaded-engine';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const [networks, revolution, photosynthesis] = ['computer-networks', 'french-revolution', 'photosynthesis'].map(fixture) as [
  string,
  string,
  string,
];

const pools: EnginePool[] = [];
function engineOn(options: Partial<typeof DEFAULT_ENGINE_POOL> = {}) {
  const pool = createEnginePool({ ...DEFAULT_ENGINE_POOL, threads: 1, ...options });
  pools.push(pool);
  return offlineEngineOn(() => pool);
}
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.shutdown()));
});

const threaded = engineOn();

describe('the offline engine on a thread', () => {
  it('answers what it answers on the main thread', async () => {
    expect(await threaded.summarize({ content: networks, mode: 'keypoints' })).toEqual(
      await offlineEngine.summarize({ content: networks, mode: 'keypoints' }),
    );
    expect(await threaded.analyze({ text: revolution })).toEqual(await offlineEngine.analyze({ text: revolution }));
    const context = [{ noteId: 'n1', title: 'Plants', text: photosynthesis }];
    expect(await threaded.analyze({ text: 'photosynthesis', context })).toEqual(
      await offlineEngine.analyze({ text: 'photosynthesis', context }),
    );
    const quiz = { text: photosynthesis, difficulty: 'medium', count: 5 } as const;
    expect(await threaded.generateQuiz(quiz)).toEqual(await offlineEngine.generateQuiz(quiz));
    expect(await threaded.suggestCards({ text: networks, max: 8 })).toEqual(await offlineEngine.suggestCards({ text: networks, max: 8 }));
  });

  it("keeps the engine's refusals: the same kind and message, answered with the same status", async () => {
    const refusal = await threaded.suggestCards({ text: 'Hello there.', max: 5 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EngineError);
    expect(refusal).toMatchObject({ kind: 'no_material', message: FLASHCARD_MESSAGES.noSuggestions });
    const topic = await threaded.analyze({ text: 'qwzx vbnm' }).catch((error: unknown) => error);
    expect(topic).toMatchObject({ kind: 'no_material', message: ANALYZE_MESSAGES.topicOnly });
  });

  it('keeps the event loop free while it works through a long text', async () => {
    let long = '';
    while (long.length < 50_000) long += `${networks}\n\n${revolution}\n\n`;
    await threaded.summarize({ content: photosynthesis, mode: 'summary' }); // the thread's start and model load are not measured
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const { summary } = await threaded.summarize({ content: long, mode: 'summary' });
    await setTimeout(30); // the histogram records a stall when its timer next runs
    delay.disable();
    expect(summary.length).toBeGreaterThan(100);
    // On the main thread this summary stalls the loop for about 0.2 s; the bound leaves room for a busy machine.
    expect(delay.max / 1e6).toBeLessThan(150);
  });

  it('ends a job past its time with a 422, and one past the queue with a 503', async () => {
    const slow = engineOn({ timeoutMs: 1 });
    await expect(slow.summarize({ content: networks, mode: 'summary' })).rejects.toMatchObject({
      status: 422,
      message: MESSAGES.textTooComplex,
      code: ERROR_CODES.tooComplex,
    });
    const full = engineOn({ maxJobs: 1 });
    const first = full.summarize({ content: networks, mode: 'summary' });
    await expect(full.summarize({ content: networks, mode: 'summary' })).rejects.toMatchObject({
      status: 503,
      message: ENGINE_BUSY_MESSAGE,
    });
    await first;
  });

  it("serves users in turn: one user's burst does not wait ahead of another user's summary", async () => {
    const engine = engineOn({ maxJobsPerOwner: 3 });
    await engine.summarize({ content: photosynthesis, mode: 'summary' }); // the thread's start is not what is compared
    const done: string[] = [];
    const summarize = (name: string, owner: string) =>
      engine.summarize({ content: networks, mode: 'summary' }, { owner }).then(() => done.push(name));
    const burst = Array.from({ length: 3 }, (_, i) => summarize(`burst ${i + 1}`, 'ada'));
    // A fourth job of the same user is refused at once; another user's is taken.
    await expect(engine.summarize({ content: networks, mode: 'summary' }, { owner: 'ada' })).rejects.toMatchObject({
      status: 429,
      message: ENGINE_USER_BUSY_MESSAGE,
      code: ERROR_CODES.jobsInProgress,
    });
    await Promise.all([...burst, summarize('solo', 'grace')]);
    expect(done).toEqual(['burst 1', 'solo', 'burst 2', 'burst 3']);
  });
});

describe('every operation on the thread counts against its user', () => {
  const engine = engineOn({ maxJobsPerOwner: 1 });
  const today = '2026-11-28';
  const operations = {
    solveDoubt: (owner: string) => engine.solveDoubt({ question: 'What is 2 + 3?', difficulty: 'easy' }, { owner }),
    planSchedule: (owner: string) => engine.planSchedule({ subject: 'Biology', goal: 'Pass', examDate: '2026-12-20', today }, { owner }),
    studyPlan: (owner: string) =>
      engine.studyPlan(
        { gradeLevel: 'Grade 10', subjects: ['Algebra'], hoursPerDay: 2, duration: '1 week', difficulty: 'intermediate', today },
        { owner },
      ),
    studyPath: (owner: string) => engine.studyPath({ topic: 'Photosynthesis', difficulty: 'beginner' }, { owner }),
    tutorReply: async (owner: string) => {
      for await (const piece of engine.tutorReply({ history: [], message: 'What is osmosis?' }, { owner })) void piece;
    },
  };

  it.each(Object.keys(operations) as (keyof typeof operations)[])('%s: a second job of the same user waits its turn', async (name) => {
    const first = operations[name]('ada').catch((error: unknown) => error);
    await expect(operations[name]('ada')).rejects.toMatchObject({ status: 429, message: ENGINE_USER_BUSY_MESSAGE });
    expect(await first).not.toBeInstanceOf(Error);
  });
});
