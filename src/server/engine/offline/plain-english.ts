/**
 * Everyday words for the formal ones plain-language guides ask writers to avoid ("purchase" → "buy",
 * "approximately" → "about"), in the forms that can be swapped one for one. Only pairs that mean the
 * same in any context are listed: where the formal word has a second common meaning ("present",
 * "address", "issue") or the plain word changes the grammar around it, the pair is left out.
 */

/** Regular verbs: every form is the stem plus -s, -ed, -ing on both sides. */
const VERBS: [formal: string, plain: string][] = [
  ['require', 'need'],
  ['assist', 'help'],
  ['attempt', 'try'],
  ['commence', 'start'],
  ['terminate', 'end'],
  ['utilise', 'use'],
  ['utilize', 'use'],
  ['modify', 'change'],
  ['alter', 'change'],
  ['purchase', 'buy'],
  ['construct', 'build'],
  ['endeavour', 'try'],
  ['facilitate', 'help'],
  ['anticipate', 'expect'],
  ['ascertain', 'find out'],
  ['accomplish', 'do'],
  ['demonstrate', 'show'],
  ['indicate', 'show'],
  ['obtain', 'get'],
  ['receive', 'get'],
  ['expedite', 'speed up'],
  ['implement', 'carry out'],
  ['participate', 'take part'],
  ['locate', 'find'],
  ['retain', 'keep'],
  ['acquire', 'get'],
  ['contribute', 'add'],
  ['eliminate', 'remove'],
  ['enquire', 'ask'],
  ['inquire', 'ask'],
  ['perceive', 'see'],
  ['prohibit', 'ban'],
  ['reside', 'live'],
  ['transmit', 'send'],
  ['illustrate', 'show'],
  ['investigate', 'look into'],
  ['relocate', 'move'],
  ['necessitate', 'need'],
  ['possess', 'have'],
  ['remunerate', 'pay'],
  ['select', 'choose'],
  ['initiate', 'start'],
];

/**
 * Plain verbs whose past forms are irregular: only their base, -s and -ing forms are written
 * ("obtained" could need "got" or "gotten", "demonstrated" "showed" or "shown").
 */
const IRREGULAR_PLAIN: Record<string, [third: string, ing: string]> = {
  show: ['shows', 'showing'],
  get: ['gets', 'getting'],
  tell: ['tells', 'telling'],
  buy: ['buys', 'buying'],
  find: ['finds', 'finding'],
  keep: ['keeps', 'keeping'],
  send: ['sends', 'sending'],
  see: ['sees', 'seeing'],
  understand: ['understands', 'understanding'],
  do: ['does', 'doing'],
  build: ['builds', 'building'],
  choose: ['chooses', 'choosing'],
  'find out': ['finds out', 'finding out'],
  'set up': ['sets up', 'setting up'],
  'carry out': ['carries out', 'carrying out'],
  'take part': ['takes part', 'taking part'],
  'think about': ['thinks about', 'thinking about'],
  'speed up': ['speeds up', 'speeding up'],
  let: ['lets', 'letting'],
  pay: ['pays', 'paying'],
  'look into': ['looks into', 'looking into'],
  have: ['has', 'having'],
};

/** Nouns, singular and regular plural on both sides. */
const NOUNS: [formal: string, plain: string][] = [
  ['assistance', 'help'],
  ['commencement', 'start'],
  ['component', 'part'],
  ['consequence', 'result'],
  ['endeavour', 'effort'],
  ['objective', 'aim'],
  ['residence', 'home'],
  ['requirement', 'need'],
  ['methodology', 'method'],
  ['remuneration', 'pay'],
  ['expenditure', 'spending'],
  ['modification', 'change'],
  ['alteration', 'change'],
  ['vicinity', 'area'],
  ['individual', 'person'],
  ['termination', 'end'],
  ['utilisation', 'use'],
  ['utilization', 'use'],
  ['inception', 'start'],
  ['remainder', 'rest'],
  ['capability', 'ability'],
];

/** Adjectives, adverbs and prepositions (one form), with the part of speech they are swapped in. */
const WORDS: [formal: string, plain: string, pos: 'ADJ' | 'ADV' | 'ADP'][] = [
  ['approximately', 'about', 'ADV'],
  ['additional', 'extra', 'ADJ'],
  ['numerous', 'many', 'ADJ'],
  ['subsequently', 'later', 'ADV'],
  ['currently', 'now', 'ADV'],
  ['presently', 'now', 'ADV'],
  ['initially', 'at first', 'ADV'],
  ['primarily', 'mainly', 'ADV'],
  ['principally', 'mainly', 'ADV'],
  ['frequently', 'often', 'ADV'],
  ['occasionally', 'sometimes', 'ADV'],
  ['particularly', 'especially', 'ADV'],
  ['approximate', 'rough', 'ADJ'],
  ['fundamental', 'basic', 'ADJ'],
  ['fundamentally', 'basically', 'ADV'],
  ['significantly', 'greatly', 'ADV'],
  ['substantial', 'large', 'ADJ'],
  ['substantially', 'greatly', 'ADV'],
  ['considerable', 'great', 'ADJ'],
  ['regarding', 'about', 'ADP'],
  ['concerning', 'about', 'ADP'],
  ['beneficial', 'helpful', 'ADJ'],
  ['comprehensive', 'full', 'ADJ'],
  ['mandatory', 'required', 'ADJ'],
  ['compulsory', 'required', 'ADJ'],
  ['evident', 'clear', 'ADJ'],
  ['subsequent', 'later', 'ADJ'],
  ['sole', 'only', 'ADJ'],
  ['solely', 'only', 'ADV'],
  ['merely', 'only', 'ADV'],
  ['virtually', 'almost', 'ADV'],
  ['predominantly', 'mostly', 'ADV'],
];

function regularForms(stem: string): [base: string, third: string, past: string, ing: string] {
  const third = /(?:s|sh|ch|x|z)$/.test(stem) ? `${stem}es` : /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ies` : `${stem}s`;
  const past = stem.endsWith('e') ? `${stem}d` : /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ied` : `${stem}ed`;
  const ing = stem.endsWith('e') && !stem.endsWith('ee') ? `${stem.slice(0, -1)}ing` : `${stem}ing`;
  return [stem, third, past, ing];
}

/** Plain verbs with one syllable and a short vowel before a final consonant double it: "stop" → "stopped". */
const DOUBLED: Record<string, [past: string, ing: string]> = { ban: ['banned', 'banning'], end: ['ended', 'ending'] };

function plainForms(plain: string): [string, string, string | undefined, string] {
  const irregular = IRREGULAR_PLAIN[plain];
  if (irregular) return [plain, irregular[0], undefined, irregular[1]];
  const doubled = DOUBLED[plain];
  const [, third, past, ing] = regularForms(plain);
  return [plain, third, doubled ? doubled[0] : past, doubled ? doubled[1] : ing];
}

function pluralOf(noun: string): string {
  if (/(?:s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Nouns with no plural in everyday use: their formal plural is left as it is. */
const UNCOUNTED = new Set(['help', 'most', 'pay', 'spending', 'rest', 'length']);

/** Plurals that do not follow the rule. */
const PLURALS: Record<string, string> = { person: 'people' };

export interface PlainWord {
  plain: string;
  /** The part of speech (wink's tag) the formal word must have: "individual cells" keeps its adjective. */
  pos: 'NOUN' | 'VERB' | 'ADJ' | 'ADV' | 'ADP';
}

/** Every formal form (lower case) with its plain form and the part of speech it is swapped in. */
export const PLAIN_ENGLISH: ReadonlyMap<string, PlainWord> = (() => {
  const map = new Map<string, PlainWord>();
  for (const [formal, plain] of VERBS) {
    const from = regularForms(formal);
    const to = plainForms(plain);
    from.forEach((form, i) => {
      const target = to[i];
      if (target) map.set(form, { plain: target, pos: 'VERB' });
    });
  }
  for (const [formal, plain] of NOUNS) {
    map.set(formal, { plain, pos: 'NOUN' });
    if (!UNCOUNTED.has(plain)) map.set(pluralOf(formal), { plain: PLURALS[plain] ?? pluralOf(plain), pos: 'NOUN' });
  }
  for (const [formal, plain, pos] of WORDS) map.set(formal, { plain, pos });
  return map;
})();
