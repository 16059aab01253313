// Offline summary quality: ROUGE-1 F1 (lower-cased words) of the `summary` mode against human
// references, next to lead-k, classic TextRank (both given our summary's length: the same number
// of sentences, and cut to the same number of words) and lead-3; and the Flesch-Kincaid grade drop
// of `simplify`. Each set is also scored in two fixed halves (even and odd lines of the file), so
// that a change tuned on one half can be checked on the other.
//
// Sets: the committed editors' summaries (bench/rouge-eval/articles.jsonl), and, when present,
// reference sets kept outside the repository for local evaluation (their licences do not allow
// committing them): the files named as arguments, or textbook.jsonl and news.jsonl in the folder
// SUMMARY_EVAL_DIR names. Each line: {"article": "…", "reference": "…"}.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { halves, readingGrades, scoreSummaries, type ReferencePair } from '../src/server/engine/offline/summary-eval';

const committed = path.join(import.meta.dirname, '../bench/rouge-eval/articles.jsonl');
const dir = process.env.SUMMARY_EVAL_DIR;
const local = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['textbook.jsonl', 'news.jsonl'].map((name) => (dir ? path.join(dir, name) : name));

function read(file: string): ReferencePair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReferencePair);
}

const f = (value: number) => value.toFixed(3);
console.log('\nOffline summary quality (ROUGE-1 F1, mean over articles; baselines at our length)');
console.log(
  `  ${'set'.padEnd(28)} ${'n'.padStart(3)}  ours   lead-k TextRank | lead-w TextRank-w | lead-3 | share  | FK grade → simplify (drop)`,
);
for (const [label, file] of [
  ['editors (bench/rouge-eval)', committed] as const,
  ...local.map((file) => [path.basename(file), file] as const),
]) {
  if (!existsSync(file)) {
    console.log(`  ${label.padEnd(28)} skipped (not found; set SUMMARY_EVAL_DIR or pass the files)`);
    continue;
  }
  const pairs = read(file);
  const { even, odd } = halves(pairs);
  for (const [part, items] of [
    ['all', pairs],
    ['even', even],
    ['odd', odd],
  ] as const) {
    const s = scoreSummaries(items);
    const g = readingGrades(items.map((p) => p.article));
    const name = part === 'all' ? label : `  ${part} half`;
    console.log(
      `  ${name.padEnd(28)} ${String(s.count).padStart(3)}  ${f(s.ours)}  ${f(s.leadK)}  ${f(s.textRank)}  |  ${f(s.leadWords)}   ${f(s.textRankWords)}  | ${f(s.lead3)}  | ${(s.share * 100).toFixed(0).padStart(3)} %  | ${g.before.toFixed(1)} → ${g.after.toFixed(1)} (${g.drop.toFixed(2)})`,
    );
  }
}
