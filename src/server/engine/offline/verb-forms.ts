import { lazyRequire } from '../../lazy-require';

/** WordNet's verb exceptions as wink ships them: an inflected form → its base ("took" → "take"). */
const loadExceptions = lazyRequire<Record<string, string>>('wink-eng-lite-web-model/dist/wn-verb-exceptions.js');

let irregular: Map<string, string[]> | undefined;

/** Base → its listed forms ("take" → ["taken", "took"]), built once from the exception list. */
function formsOf(lemma: string): string[] {
  if (!irregular) {
    irregular = new Map();
    for (const [form, base] of Object.entries(loadExceptions())) {
      if (form === base) continue;
      irregular.set(base, [...(irregular.get(base) ?? []), form]);
    }
  }
  return irregular.get(lemma) ?? [];
}

/** Verbs whose past is not in the exception list: the same as the base, or missing there. */
const PAST: Record<string, string> = {
  do: 'did',
  go: 'went',
  cost: 'cost',
  read: 'read',
  spread: 'spread',
  broadcast: 'broadcast',
  forecast: 'forecast',
  cast: 'cast',
  bet: 'bet',
  burst: 'burst',
  hurt: 'hurt',
  upset: 'upset',
  learn: 'learned',
  // The list's only form is an old one.
  work: 'worked',
  clothe: 'clothed',
  heave: 'heaved',
  dive: 'dived',
};

const regularPast = (lemma: string) =>
  lemma.endsWith('e') ? `${lemma}d` : /[^aeiou]y$/.test(lemma) ? `${lemma.slice(0, -1)}ied` : `${lemma}ed`;

/**
 * The simple past of a verb ("enter" → "entered", "take" → "took", "put" → "put"); undefined when
 * the list gives two forms that cannot be told apart as past and participle, or for "be".
 */
export function pastTense(lemma: string): string | undefined {
  if (lemma === 'be') return undefined;
  if (PAST[lemma]) return PAST[lemma];
  const listed = formsOf(lemma).filter((form) => !/ing$/.test(form) && !/s$/.test(form));
  if (listed.length === 0) {
    // "putting" is listed but no past: the past is the base ("put", "set", "hit").
    return formsOf(lemma).some((form) => /(.)\1ing$/.test(form)) ? lemma : regularPast(lemma);
  }
  // "shown", "proven", "sewn" are the only listed forms of verbs with a regular past.
  if (listed.length === 1) return /(?:wn|en)$/.test(listed[0]!) ? regularPast(lemma) : listed[0];
  // "took"/"taken", "went"/"gone": the participle ends in -n; "began"/"begun", "sang"/"sung": the past has the "a".
  const notN = listed.filter((form) => !/n$/.test(form));
  if (notN.length === 1 && listed.length === 2) return notN[0];
  const withA = listed.filter((form) => form.includes('a') && !lemma.includes('a'));
  return listed.length === 2 && withA.length === 1 ? withA[0] : undefined;
}

const THIRD: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** The present third person singular ("enter" → "enters", "try" → "tries", "have" → "has"). */
export function thirdPerson(lemma: string): string {
  if (THIRD[lemma]) return THIRD[lemma];
  if (/(?:s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  return /[^aeiou]y$/.test(lemma) ? `${lemma.slice(0, -1)}ies` : `${lemma}s`;
}

/** Whether "-ing" form and lemma belong together, so that a tagger's wrong lemma is never inflected. */
export function isIngOf(form: string, lemma: string): boolean {
  const text = form.toLowerCase();
  if (formsOf(lemma).includes(text)) return true;
  return [`${lemma}ing`, `${lemma.replace(/e$/, '')}ing`, `${lemma.replace(/ie$/, 'y')}ing`].includes(text);
}

/** Every tense form simplify may write for a verb: what a reader would still trace to its source word. */
export function verbForms(lemma: string): string[] {
  const past = pastTense(lemma);
  return [lemma, thirdPerson(lemma), ...(past ? [past] : [])];
}
