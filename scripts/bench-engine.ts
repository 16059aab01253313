// Offline engine bench: speed of the summarizer, reading grade of "simplify", and, when
// ROUGE_EVAL_SET names a JSONL file of {article, reference} pairs, ROUGE against two baselines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sentences } from '../src/server/engine/offline/nlp';
import { analyzeOffline } from '../src/server/engine/offline/analyze';
import { generateQuizOffline } from '../src/server/engine/offline/quiz';
import { rouge1, rougeL } from '../src/server/engine/offline/rouge';
import { fleschKincaidGrade } from '../src/server/engine/offline/simplify';
import { extractiveSummary, summarizeOffline } from '../src/server/engine/offline/summarize';
import { rankSentences, summaryLength } from '../src/server/engine/offline/textrank';

const fixtures = path.join(import.meta.dirname, '../src/server/engine/offline/fixtures');
const texts = ['photosynthesis', 'french-revolution', 'computer-networks'].map((name) =>
  readFileSync(path.join(fixtures, `${name}.txt`), 'utf8'),
);

function timeMs(run: () => unknown, times: number): number {
  const start = performance.now();
  for (let i = 0; i < times; i += 1) run();
  return (performance.now() - start) / times;
}

const firstStart = performance.now();
analyzeOffline(texts[0]!);
analyzeOffline('mitochondrion');
console.log(`first calls (load the language model and WordNet): ${(performance.now() - firstStart).toFixed(0)} ms (bar 1000 ms)`);

let long = '';
for (let i = 0; long.length < 10_000; i += 1) long += `${texts[i % texts.length]}\n\n`;
long = long.slice(0, 10_000);
console.log(`summary of 10,000 characters: ${timeMs(() => summarizeOffline(long, 'summary'), 20).toFixed(1)} ms (bar 50 ms)`);
console.log(
  `10-question quiz: ${timeMs(() => generateQuizOffline({ text: texts[1]!, difficulty: 'medium', count: 10 }), 20).toFixed(1)} ms (bar 100 ms)`,
);
console.log(`key points of 10,000 characters: ${timeMs(() => summarizeOffline(long, 'keypoints'), 20).toFixed(1)} ms`);

for (const [i, text] of texts.entries()) {
  const before = fleschKincaidGrade(text);
  const after = fleschKincaidGrade(summarizeOffline(text, 'simplify'));
  console.log(`simplify fixture ${i + 1}: Flesch-Kincaid grade ${before.toFixed(1)} → ${after.toFixed(1)}`);
}

const evalSet = process.env.ROUGE_EVAL_SET;
if (!evalSet) {
  console.log('\nROUGE: set ROUGE_EVAL_SET=file.jsonl (lines of {"article", "reference"}) to score summaries.');
} else {
  const pairs = readFileSync(evalSet, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { article: string; reference: string });
  const totals = { ours: [0, 0], textrank: [0, 0], lead: [0, 0] };
  const add = (key: keyof typeof totals, candidate: string, reference: string) => {
    totals[key][0]! += rouge1(candidate, reference).f1;
    totals[key][1]! += rougeL(candidate, reference).f1;
  };
  for (const { article, reference } of pairs) {
    const list = sentences(article);
    const k = summaryLength(list.length);
    add('ours', extractiveSummary(article, k).join(' '), reference);
    add('lead', list.slice(0, k).map((s) => s.text).join(' '), reference);
    // Classic TextRank: the same graph, uniform restart, top k without redundancy control.
    const scores = rankSentences(list, { classic: true });
    const top = scores.map((score, i) => ({ score, i })).sort((a, b) => b.score - a.score).slice(0, k);
    add('textrank', top.sort((a, b) => a.i - b.i).map(({ i }) => list[i]!.text).join(' '), reference);
  }
  const show = (label: string, [r1, rl]: number[]) =>
    console.log(`${label.padEnd(34)} ROUGE-1 F1 ${(r1! / pairs.length).toFixed(4)}   ROUGE-L F1 ${(rl! / pairs.length).toFixed(4)}`);
  console.log(`\nROUGE on ${pairs.length} articles (lower-cased word tokens, F1; same sentence count for each):`);
  show('Studium (TextRank + recurring terms)', totals.ours);
  show('classic TextRank', totals.textrank);
  show('lead-k', totals.lead);
}
