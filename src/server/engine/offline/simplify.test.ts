import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitClauses } from './clause-split';
import { sentences, words } from './nlp';
import { PLAIN_ENGLISH } from './plain-english';
import { plainerWord, plainWords } from './plain-words';
import { fleschKincaidGrade, LINK_WORDS, simplifySentence } from './simplify';
import { summarizeOffline } from './summarize';
import { firstSense } from './wordnet';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const FIXTURES = ['photosynthesis', 'french-revolution', 'computer-networks'].map((name) => ({ name, text: fixture(name) }));
const evalSet = readFileSync(path.join(import.meta.dirname, '../../../../bench/rouge-eval/articles.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { article: string }).article);

/**
 * Each sentence of the simplified text must come from one sentence of the source: its words are
 * that sentence's words, the link words simplify adds, or the WordNet synonyms it chose.
 */
function untraceable(source: string): string[] {
  const list = sentences(source);
  const plain = new Set([...plainWords(list).values()].flatMap((word) => words(word)));
  const vocabularies = list.map((s) => new Set(words(s.text)));
  const output = summarizeOffline(source, 'simplify').split(/(?<=[.!?]["”’']?)\s+/);
  return output.filter((sentence) => {
    const own = words(sentence).filter((word) => !LINK_WORDS.has(word) && !plain.has(word));
    return !vocabularies.some((vocabulary) => own.every((word) => vocabulary.has(word)));
  });
}

describe('simplify keeps the meaning', () => {
  it.each(FIXTURES)('every sentence of $name comes from one sentence of the text', ({ text }) => {
    expect(untraceable(text)).toEqual([]);
  });

  it('every sentence of the committed evaluation articles comes from one of their sentences', () => {
    for (const article of evalSet) expect(untraceable(article)).toEqual([]);
  });

  it('replaces a word only with another word of its most common WordNet sense', () => {
    for (const { text } of FIXTURES) {
      const list = sentences(text);
      const replacements = plainWords(list);
      for (const token of list.flatMap((s) => s.tokens)) {
        const plain = replacements.get(token.text);
        if (!plain || PLAIN_ENGLISH.has(token.text.toLowerCase())) continue;
        const sense = firstSense(
          token.lemma,
          token.pos === 'NOUN' ? 'noun' : token.pos === 'VERB' ? 'verb' : token.pos === 'ADJ' ? 'adj' : 'adv',
        );
        expect(sense?.words.map((w) => w.toLowerCase())).toContain(plain.replace(/s$/, '').toLowerCase());
      }
    }
    expect(plainerWord('purchase', 'verb')).toBe('buy');
    expect(plainerWord('demonstrate', 'verb')).toBeUndefined(); // its usual sense is not "show"
  });

  it('uses the everyday word of plain-language guides in the same form, only for the same part of speech', () => {
    const simple = summarizeOffline(
      'The experiment requires approximately 20 individuals. Individual cells were modified to obtain results. Researchers attempted it twice.',
      'simplify',
    );
    expect(simple).toBe('The experiment needs about 20 people. Individual cells were changed to get results. Researchers tried it twice.');
  });

  it('keeps names and numbers, and subject terms the text keeps using', () => {
    const text =
      'Photosynthesis occurs in 1789 cells. Photosynthesis needs light. Photosynthesis makes sugar. Louis XVI purchased 12 acres.';
    const simple = summarizeOffline(text, 'simplify');
    expect(simple).toContain('Photosynthesis');
    expect(simple).toContain('Louis XVI');
    expect(simple).toMatch(/1789.*12/);
  });
});

describe('simplify reads easier', () => {
  it('lowers the reading grade of the fixtures by about two grades', () => {
    const drops = FIXTURES.map(({ text }) => fleschKincaidGrade(text) - fleschKincaidGrade(summarizeOffline(text, 'simplify')));
    for (const drop of drops) expect(drop).toBeGreaterThan(1.5);
    expect(drops.reduce((a, b) => a + b, 0) / drops.length).toBeGreaterThanOrEqual(2);
  });

  it('repeats a shared subject as "it" or "they" only for things, never for people or a verb that does not agree', () => {
    expect(splitClauses('The market for music downloads was worth $20 million in 2004, but is set to be worth $1.8 billion by 2009.')).toBe(
      'The market for music downloads was worth $20 million in 2004. But it is set to be worth $1.8 billion by 2009.',
    );
    const person = 'The minister praised the new plan for schools, but added that it was late.';
    expect(splitClauses(person)).toBe(person);
    const infinitives = 'It downplays the ways that philosophers communicate their ideas and try to persuade readers of their truth.';
    expect(splitClauses(infinitives)).toBe(infinitives);
  });

  it('cuts after an opening phrase, but never a dependent clause opened by "but while"', () => {
    expect(splitClauses('According to the survey, most parents liked the new timetable, and the school will keep it next year.')).toBe(
      'According to the survey, most parents liked the new timetable. And the school will keep it next year.',
    );
    const dependent = 'But while the report revealed stark inequalities in schools, it exposed the extent of the challenge.';
    expect(splitClauses(dependent)).toBe(dependent);
  });

  it('cuts between two full clauses, repeating a shared pronoun', () => {
    expect(splitClauses('Prices rose sharply across the country last year, and the central bank raised its rates twice.')).toBe(
      'Prices rose sharply across the country last year. And the central bank raised its rates twice.',
    );
    expect(splitClauses('They wanted to keep their profits this year, but were put under pressure to sell cheaper drugs.')).toBe(
      'They wanted to keep their profits this year. But they were put under pressure to sell cheaper drugs.',
    );
  });

  it('leaves lists, participles, quotations and dependent clauses whole', () => {
    for (const sentence of [
      'Photosynthesis is the process by which green plants, algae and some bacteria turn light energy into chemical energy.',
      'The process takes place in the chloroplasts, small organelles found mainly in the cells of the leaf.',
      '"There are many more questions than answers at the moment," the analyst said in a research note.',
      'Regardless of the method of expansion, the act is gradually normalized, forming a new basis for power.',
    ]) {
      expect(splitClauses(sentence)).toBe(sentence);
    }
  });

  it('turns an opening condition into a sentence of its own', () => {
    expect(simplifySentence('If morality is relative to a culture, outsiders cannot condemn its practices.')).toBe(
      'Suppose morality is relative to a culture. Then outsiders cannot condemn its practices.',
    );
  });

  it('counts a line without a full stop (a title) as a sentence of its own', () => {
    const body = 'Plants make sugar from light. They release oxygen.';
    expect(fleschKincaidGrade(`Photosynthesis in green plants\n\n${body}`)).toBeLessThan(
      fleschKincaidGrade(`Photosynthesis in green plants ${body}`),
    );
  });
});
