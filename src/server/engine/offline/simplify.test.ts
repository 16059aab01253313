import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitClauses } from './clause-split';
import { sentences, words, type Token } from './nlp';
import { PLAIN_ENGLISH } from './plain-english';
import { plainerWord, plainWords } from './plain-words';
import { fleschKincaidGrade, LINK_WORDS, simplifySentence } from './simplify';
import { summarizeOffline } from './summarize';
import { verbForms } from './verb-forms';
import { firstSense } from './wordnet';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const FIXTURES = ['photosynthesis', 'french-revolution', 'computer-networks'].map((name) => ({ name, text: fixture(name) }));
const evalSet = readFileSync(path.join(import.meta.dirname, '../../../../bench/rouge-eval/articles.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { article: string }).article);

/**
 * Each sentence of the simplified text must come from one sentence of the source: its words are
 * that sentence's words (a verb possibly in another tense: "entering" → "entered"), the link words
 * simplify adds, or the WordNet synonyms it chose.
 */
function untraceable(source: string): string[] {
  const list = sentences(source);
  const stems = (word: string) => (/ing$/.test(word) ? [word.slice(0, -3), `${word.slice(0, -3)}e`].flatMap(verbForms) : []);
  const plain = new Set([...plainWords(list).values()].flatMap((word) => words(word)).flatMap((word) => [word, ...stems(word)]));
  // A verb may be told in another tense: every "-ing" word brings the forms of its verb.
  const tenses = (t: Token) => (t.pos === 'VERB' ? verbForms(t.lemma) : stems(t.text.toLowerCase()));
  const vocabularies = list.map((s) => new Set([...words(s.text), ...s.tokens.flatMap(tenses)]));
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

  it('tells a closing "-ing" phrase as a sentence with the main subject and tense, or "This" for a result', () => {
    expect(
      splitClauses(
        "Director Oliver Stone's historical epic Alexander has failed to conquer the box office, entering the US film charts at number six.",
      ),
    ).toBe(
      "Director Oliver Stone's historical epic Alexander has failed to conquer the box office. Alexander entered the US film charts at number six.",
    );
    expect(
      splitClauses(
        'The Republic met the Swiss in their final Euro 2004 qualifier, losing 2-0 away and missing out on a place in the finals.',
      ),
    ).toBe(
      'The Republic met the Swiss in their final Euro 2004 qualifier. The Republic lost 2-0 away and missed out on a place in the finals.',
    );
    expect(splitClauses('Due to the Thanksgiving holiday, the film opened on Wednesday, bringing its total takings to $21.6m.')).toBe(
      'Due to the Thanksgiving holiday, the film opened on Wednesday. This brought its total takings to $21.6m.',
    );
    expect(
      splitClauses(
        'In such conditions, climate change can act as a threat multiplier, exacerbating existing tensions and adding to the potential for conflicts.',
      ),
    ).toBe(
      'In such conditions, climate change can act as a threat multiplier. It can exacerbate existing tensions and add to the potential for conflicts.',
    );
  });

  it('leaves an "-ing" phrase whose subject is not the main one: after a passive, a clause inside the clause, or a list', () => {
    for (const sentence of [
      'The network has been developed by Intel, working closely with the staff at the reserve in Wolong.',
      'The analysts said the bank had raised its rates twice this year, hoping to slow the rise in prices.',
      'Historically, political parties have held considerable power in recruiting candidates, mobilizing voters, and securing funds for nominees.',
    ]) {
      expect(splitClauses(sentence)).toBe(sentence);
    }
  });

  it('tells a closing "with" phrase as a sentence of its own', () => {
    expect(
      splitClauses(
        'The better than expected jobs data had an immediate effect on stocks in New York, with the main Dow Jones index gaining 45.4 points.',
      ),
    ).toBe(
      'The better than expected jobs data had an immediate effect on stocks in New York. The main Dow Jones index gained 45.4 points.',
    );
  });

  it('moves a relative clause after the subject into a sentence after the main one', () => {
    expect(
      splitClauses(
        'The former Liverpool striker, who moved to City in 2003 after a poor stint at Leeds, has battled back into contention this season.',
      ),
    ).toBe(
      'The former Liverpool striker has battled back into contention this season. The striker moved to City in 2003 after a poor stint at Leeds.',
    );
    expect(
      splitClauses(
        'Meanwhile, Richard Griffiths, who plays Hector in The History Boys, will battle it out for the best actor award with Douglas Hodge.',
      ),
    ).toBe(
      'Meanwhile, Richard Griffiths will battle it out for the best actor award with Douglas Hodge. Griffiths plays Hector in The History Boys.',
    );
    const object =
      'These codes, which he called categorical imperatives, could be derived by asking which rules we might wish to apply to everyone.';
    expect(splitClauses(object)).toBe(object);
  });

  it('tells a closing "who" clause after a name as a sentence about the name', () => {
    expect(
      splitClauses(
        'The original book will be revised for the stage by the playwright Peter Ackerman, who wrote the screenplay for Ice Age.',
      ),
    ).toBe('The original book will be revised for the stage by the playwright Peter Ackerman. Ackerman wrote the screenplay for Ice Age.');
    expect(
      splitClauses('The first Visual Radio service will begin in a few months with Virgin Radio, who are positive about its impact.'),
    ).toBe('The first Visual Radio service will begin in a few months with Virgin Radio. They are positive about its impact.');
  });

  it('keeps the last item of a list that looks like a participle, and a "with" phrase after what may happen', () => {
    expect(
      splitClauses('The Centers of Excellence will support the community, providing leadership, expertise, and learning opportunities.'),
    ).toBe('The Centers of Excellence will support the community. They will provide leadership, expertise, and learning opportunities.');
    const modal = 'You can join the community list to connect with others and hear about our events, with the kickoff happening in August.';
    expect(splitClauses(modal)).toBe(modal);
  });

  it('puts the speaker before a long quotation, so that its clauses are cut inside the quotation marks', () => {
    expect(
      simplifySentence(
        '"Clive Owen\'s nomination has sparked a betting frenzy from James Bond fans, who feel that his recognition will do his chances a world of good," said spokesman Rupert Adams.',
      ),
    ).toBe(
      'Spokesman Rupert Adams said: "Clive Owen\'s nomination has sparked a betting frenzy from James Bond fans. They feel that his recognition will do his chances a world of good."',
    );
    expect(
      splitClauses(
        simplifySentence(
          '"We never answer questions about special forces, but we do not take that as showing an affirmative," said Mr Blair.',
        ),
      ),
    ).toBe('Mr Blair said: "We never answer questions about special forces. But we do not take that as showing an affirmative."');
    expect(
      splitClauses(
        simplifySentence(
          '"When you get a computer as large as a petaflop, you can start to think of simulations of the world," Mr Donofrio told the BBC.',
        ),
      ),
    ).toBe(
      'Mr Donofrio told the BBC: "When you get a computer as large as a petaflop, you can start to think of simulations of the world."',
    );
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
