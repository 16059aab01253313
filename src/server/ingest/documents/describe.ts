import { stripControlChars } from '../../../shared/control-chars';
import type { UploadedDocument } from '../../../shared/upload';

export type TextFormat = 'pdf' | 'doc' | 'docx' | 'txt' | 'md' | 'csv';

const MAX_TITLE_CHARS = 100;
/** A subject must be hinted at this often before it is suggested over the title. */
const MIN_SUBJECT_HITS = 3;
/** Front matter that starts many documents but never names them. */
const NOT_A_TITLE = /^(table of contents?|contents|abstract|summary|page \d+( \/ \d+| of \d+)?|\d+)$/iu;

// Deliberately small and fixed, so the same document always gets the same suggestion.
const SUBJECT_WORDS: ReadonlyArray<readonly [string, ReadonlySet<string>]> = (
  [
    [
      'Biology',
      'cell cells organism organisms photosynthesis chlorophyll dna gene genes enzyme protein proteins species evolution nucleus mitochondria respiration tissue bacteria plants',
    ],
    [
      'Chemistry',
      'atom atoms molecule molecules reaction reactions acid acids compound compounds element elements ion ions electron electrons oxidation chemical bond bonds',
    ],
    ['Physics', 'force forces velocity acceleration momentum gravity wave waves voltage current quantum friction mass newton'],
    [
      'Mathematics',
      'equation equations theorem proof derivative integral algebra geometry matrix probability fraction fractions polynomial triangle',
    ],
    [
      'Geography',
      'climate river rivers erosion continent precipitation evaporation condensation weather ocean oceans rainfall landform atmosphere',
    ],
    ['History', 'war wars empire revolution century king dynasty treaty colonial ancient medieval independence monarchy kingdom'],
    ['Computer Science', 'algorithm algorithms software programming computer network database compiler variable variables recursion'],
    ['Economics', 'market markets demand supply inflation gdp trade tax economy economic prices'],
    ['Literature', 'poem poems novel poetry narrator metaphor stanza protagonist sonnet'],
  ] as const
).map(([subject, words]) => [subject, new Set(words.split(' '))] as const);

/** The title, a subject guess and a goal sentence that prefill the study forms. */
export function describeDocument(content: string, filename: string, format: TextFormat): Omit<UploadedDocument, 'content'> {
  const title = suggestTitle(content, filename, format);
  return { title, suggestedSubject: suggestSubject(content, title), suggestedGoal: `Understand and revise ${title}` };
}

/** The first heading or short opening line; a CSV's first line is its column names, so it uses the file name. */
export function suggestTitle(content: string, filename: string, format: TextFormat): string {
  const lines = content
    .split('\n', 40)
    .map((line) => line.trim())
    .filter(Boolean);
  const heading = format === 'md' ? lines.find((line) => /^#\s/u.test(line)) : undefined;
  if (heading) return shorten(tidyLine(heading));
  if (format !== 'csv') {
    const isCandidate = (line: string) => line && !NOT_A_TITLE.test(line) && !line.includes('…');
    const opening = lines.slice(0, 5).map(tidyLine).find(isCandidate);
    if (opening && opening.length <= MAX_TITLE_CHARS && /\p{L}/u.test(opening)) {
      return opening.replace(/[\s.:;,|•·*–—-]+$/u, '');
    }
  }
  return titleFromFilename(filename);
}

/** "cell_biology-notes.v2.pdf" → "Cell biology notes v2"; control characters (NUL…) never reach a title. */
export function titleFromFilename(filename: string): string {
  const base = (stripControlChars(filename).split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/u, '');
  const words = base.replace(/[_.\s-]+/gu, ' ').trim();
  return shorten(words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled document');
}

/** The school subject whose words appear most, else the title itself. */
export function suggestSubject(content: string, title: string): string {
  const counts = new Map<string, number>();
  for (const word of content.toLowerCase().match(/\p{L}+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best = { subject: '', hits: MIN_SUBJECT_HITS - 1 };
  for (const [subject, words] of SUBJECT_WORDS) {
    let hits = 0;
    for (const word of words) hits += counts.get(word) ?? 0;
    if (hits > best.hits) best = { subject, hits };
  }
  return best.subject || shorten(title, 40);
}

function tidyLine(line: string): string {
  return line
    .replace(/^(#{1,6}|[-*•])\s+/u, '')
    .replace(/[*_`]+/gu, '')
    .trim();
}

function shorten(text: string, limit = MAX_TITLE_CHARS): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1).replace(/\s+\S*$/u, '');
  return `${cut || text.slice(0, limit)}…`;
}
