// Speech bench: 100 words read aloud offline by espeak-ng (WASM in a worker thread). The first call
// includes starting the thread and compiling the 18 MB wasm file; the next ones show the steady state.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shutdownOfflineSpeech } from '../src/server/speech/espeak';
import { synthesizeOffline } from '../src/server/speech/speech';

const BAR_MS = 1000;
const WARM_RUNS = 7;
const fixture = readFileSync(path.join(import.meta.dirname, '../src/server/engine/offline/fixtures/photosynthesis.txt'), 'utf8');
const text = fixture.split(/\s+/).filter(Boolean).slice(0, 100).join(' ');

async function run(): Promise<{ ms: number; durationMs: number }> {
  const start = performance.now();
  const { durationMs } = await synthesizeOffline(text, { userId: 'bench' });
  return { ms: performance.now() - start, durationMs };
}

try {
  const first = await run();
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) warm.push((await run()).ms);
  const median = [...warm].sort((a, b) => a - b)[Math.floor(WARM_RUNS / 2)]!;
  console.log(`100 words of speech, first call (thread start + wasm compile): ${first.ms.toFixed(0)} ms (once per process)`);
  console.log(
    `100 words of speech, warm: median ${median.toFixed(0)} ms (${warm.map((ms) => ms.toFixed(0)).join(', ')}; bar ${BAR_MS} ms) for ${(first.durationMs / 1000).toFixed(1)} s of audio`,
  );
  // The bar is per text once the server runs; the first call's compile is paid once per process.
  if (median > BAR_MS) process.exitCode = 1;
} finally {
  await shutdownOfflineSpeech();
}
