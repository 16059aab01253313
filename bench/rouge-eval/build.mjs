// Builds articles.jsonl from the upstream files kept verbatim in raw/ (see SOURCES.md).
// Run from anywhere: node bench/rouge-eval/build.mjs
// The reference of each article is the `summary` its editors wrote in the file's front matter;
// the article is the body turned into plain paragraphs by the mechanical rules below.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const manifest = readFileSync(path.join(here, 'sources.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .slice(1)
  .map((line) => {
    const [repo, file, commit] = line.split('\t');
    return { repo, file, commit };
  });

/** The value of a top-level key in YAML front matter: plain, quoted or folded scalars. */
function frontMatterValue(frontMatter, key) {
  const lines = frontMatter.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (start < 0) return '';
  const first = lines[start].slice(key.length + 1).trim();
  const rest = [];
  for (let i = start + 1; i < lines.length && /^\s+\S/.test(lines[i]); i += 1) rest.push(lines[i].trim());
  if (first === '>-' || first === '>' || first === '|' || first === '|-') return rest.join(' ').trim();
  const joined = [first, ...rest].join(' ').trim();
  if (joined.startsWith('"')) return joined.slice(1, joined.lastIndexOf('"')).replace(/\\(["\\])/g, '$1');
  if (joined.startsWith("'")) return joined.slice(1, joined.lastIndexOf("'")).replace(/''/g, "'");
  return joined;
}

const ENTITIES = { amp: '&', nbsp: ' ', mdash: '—', ndash: '–', quot: '"', apos: "'", rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', hellip: '…', lt: '<', gt: '>' };

function decodeEntities(text) {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** Inline markdown and HTML to plain text. */
function inline(text) {
  return decodeEntities(
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\*\*|__/g, '')
      .replace(/\*/g, '')
      .replace(/`/g, '')
      .replace(/(?<![\p{L}\p{N}])_(?=\S)|(?<=\S)_(?![\p{L}\p{N}])/gu, '')
      .replace(/\\([[\]()*_#>`\\-])/g, '$1'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** The body as paragraphs: headings, images, tables, rules and shortcode tags dropped; list items kept one a paragraph. */
function bodyParagraphs(body) {
  const cleaned = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\{[\s\S]*?\}\}/g, '');
  const paragraphs = [];
  for (const block of cleaned.split(/\n\s*\n/)) {
    let current = [];
    const flush = () => {
      if (current.length > 0) paragraphs.push(inline(current.join(' ')));
      current = [];
    };
    for (const line of block.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      if (/^#{1,6}\s/.test(trimmed) || /^(\*\s*){3,}$|^(-\s*){3,}$|^(_\s*){3,}$/.test(trimmed) || /^\|.*\|$/.test(trimmed)) {
        flush();
        continue;
      }
      if (LIST_ITEM.test(line)) {
        flush();
        current.push(line.replace(LIST_ITEM, ''));
        continue;
      }
      current.push(trimmed);
    }
    flush();
  }
  return paragraphs.filter((p) => /\p{L}/u.test(p));
}

const records = manifest.map(({ repo, file, commit }) => {
  const name = path.basename(file);
  const raw = readFileSync(path.join(here, 'raw', 'digitalgov', name), 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\s*\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${name}: no front matter`);
  const [, frontMatter, body] = match;
  const title = inline(frontMatterValue(frontMatter, 'title'));
  const reference = inline(frontMatterValue(frontMatter, 'summary'));
  const article = bodyParagraphs(body).join('\n\n');
  if (!reference || !article) throw new Error(`${name}: empty summary or body`);
  return {
    id: `digitalgov-${name.replace(/\.md$/, '')}`,
    title,
    article,
    reference,
    source: `${repo} ${file} @ ${commit}`,
  };
});

const ids = new Set(records.map((r) => r.id));
if (ids.size !== records.length) throw new Error('duplicate ids');
writeFileSync(path.join(here, 'articles.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
console.log(`wrote ${records.length} articles`);
