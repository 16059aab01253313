// Offline engine bench: speed of the summarizer, reading grade of "simplify", and ROUGE of the
// summary, two ablations of it and two baselines (classic TextRank, lead-k) on a JSONL file of
// {article, reference} pairs: bench/rouge-eval/articles.jsonl (public-domain articles with their
// editors' summaries, see bench/rouge-eval/SOURCES.md) unless ROUGE_EVAL_SET names another file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sentences } from '../src/server/engine/offline/nlp';
import { analyzeOffline } from '../src/server/engine/offline/analyze';
import { generateQuizOffline } from '../src/server/engine/offline/quiz';
import { rouge1, rougeL } from '../src/server/engine/offline/rouge';
import { fleschKincaidGrade } from '../src/server/engine/offline/simplify';
import { extractiveSummary, summarizeOffline } from '../src/server/engine/offline/summarize';
import { lexRank, rankSentences, selectSentences } from '../src/server/engine/offline/textrank';

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

const defaultEvalSet = path.join(import.meta.dirname, '../bench/rouge-eval/articles.jsonl');
const evalSet = process.env.ROUGE_EVAL_SET || defaultEvalSet;
const pairs = readFileSync(evalSet, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { article: string; reference: string });
type Totals = Record<'ours' | 'lexrank' | 'recurring' | 'textrank' | 'lead', [number, number]>;
const empty = (): Totals => ({ ours: [0, 0], lexrank: [0, 0], recurring: [0, 0], textrank: [0, 0], lead: [0, 0] });
const atOurLength = empty();
const atThree = empty();
const add = (totals: Totals, key: keyof Totals, candidate: string, reference: string) => {
  totals[key][0] += rouge1(candidate, reference).f1;
  totals[key][1] += rougeL(candidate, reference).f1;
};
for (const { article, reference } of pairs) {
  const list = sentences(article);
  // Classic TextRank: the same graph, uniform restart, top k without redundancy control.
  const classic = rankSentences(list, { classic: true });
  // Ablations: centrality without the lede, and the summary's earlier ranking (still used for key points).
  const central = lexRank(list);
  const recurring = rankSentences(list);
  const pick = (scores: number[], k: number) =>
    selectSentences(list, scores, k)
      .map((i) => list[i]!.text)
      .join(' ');
  const classicTop = (k: number) =>
    classic
      .map((score, i) => ({ score, i }))
      .sort((a, b) => b.score - a.score)
      .slice(0, k)
      .sort((a, b) => a.i - b.i)
      .map(({ i }) => list[i]!.text)
      .join(' ');
  for (const [totals, k] of [
    [atOurLength, extractiveSummary(article).length],
    [atThree, Math.min(3, list.length)],
  ] as const) {
    add(totals, 'ours', extractiveSummary(article, k).join(' '), reference);
    add(totals, 'lexrank', pick(central, k), reference);
    add(totals, 'recurring', pick(recurring, k), reference);
    add(
      totals,
      'lead',
      list
        .slice(0, k)
        .map((s) => s.text)
        .join(' '),
      reference,
    );
    add(totals, 'textrank', classicTop(k), reference);
  }
}
const show = (label: string, [r1, rl]: [number, number]) =>
  console.log(`  ${label.padEnd(36)} ROUGE-1 F1 ${(r1 / pairs.length).toFixed(4)}   ROUGE-L F1 ${(rl / pairs.length).toFixed(4)}`);
const setName = evalSet === defaultEvalSet ? 'bench/rouge-eval/articles.jsonl' : evalSet;
console.log(`\nROUGE on ${pairs.length} articles of ${setName} (lower-cased word tokens, F1, mean over articles)`);
const ROWS: [label: string, key: keyof Totals][] = [
  ['Studium (lede + LexRank)', 'ours'],
  ['LexRank alone (no lede)', 'lexrank'],
  ['TextRank + recurring terms', 'recurring'],
  ['classic TextRank', 'textrank'],
];
for (const [heading, totals, lead] of [
  [
    'at our summary length (half of a short text, at most about 150 words), the same count for each:',
    atOurLength,
    'lead-k (first k sentences)',
  ],
  ['at three sentences:', atThree, 'lead-3 (first three sentences)'],
] as const) {
  console.log(heading);
  for (const [label, key] of ROWS) show(label, totals[key]);
  show(lead, totals.lead);
}
