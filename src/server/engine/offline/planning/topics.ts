import { PLANNER_MAX_TOPICS, PLANNER_MIN_TOPICS } from '../../../../shared/planner';
import { sentences } from '../nlp';
import { extractTerms, type Term } from '../terms';
import { capitalize } from './text';

/** Headings are short; a longer unpunctuated line is more likely a wrapped sentence. */
const HEADING_MAX_WORDS = 8;
const HEADING_MAX_CHARS = 70;
/** A goal part longer than this is a sentence ("pass with an A"), not a topic name. */
const GOAL_PART_MAX_WORDS = 5;
const KEY_TERMS = 8;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Two topics are the same when they differ only in case, spacing or punctuation. */
const topicKey = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** Keeps the first of each topic, in order, and drops blanks. */
export function dedupeTopics(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const topic = collapse(raw);
    const key = topicKey(topic);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(topic);
  }
  return result;
}

/** "Algebra, geometry and trigonometry; statistics" → four topics. */
export function splitTopicList(text: string): string[] {
  return dedupeTopics(text.split(/[,;\n]|\s+and\s+|\s*&\s*/i).map((part) => capitalize(collapse(part))));
}

/** Markdown marks, bullets and numbering in front of a heading ("## 2.1 Cells" → "Cells"). */
const cleanHeading = (line: string) =>
  collapse(line.replace(/^\s*(?:(?:#+|[-*•]|\d+(?:\.\d+)*[.)]?)\s+)+/, '').replace(/^(?:chapter|unit|section)\s+\d+[:.-]?\s*/i, ''));

/** Short lines with at least one letter and no closing punctuation: a document's section titles. */
export function headingsOf(material: string): string[] {
  return dedupeTopics(
    material
      .split('\n')
      .map(cleanHeading)
      .filter(
        (line) =>
          /\p{L}/u.test(line) && line.length <= HEADING_MAX_CHARS && line.split(' ').length <= HEADING_MAX_WORDS && !/[.!?,;:]$/.test(line),
      ),
  );
}

/** Section headings when the material has enough of them, else its heaviest key terms. */
export function topicsFromMaterial(material: string): string[] {
  const headings = headingsOf(material);
  // The first line is the document's title, not a section, when it is a markdown H1 or another
  // heading follows it directly; a first line followed by text is the first section.
  const [first = '', second = ''] = material.split('\n').filter((line) => line.trim());
  const titled =
    headings.length > PLANNER_MIN_TOPICS && cleanHeading(first) === headings[0] && (/^\s*#\s/.test(first) || headingsOf(second).length > 0);
  const sections = titled ? headings.slice(1) : headings;
  if (sections.length >= PLANNER_MIN_TOPICS) return sections.slice(0, PLANNER_MAX_TOPICS);
  const chosen: Term[] = [];
  for (const term of extractTerms(sentences(material))) {
    if (chosen.length === KEY_TERMS) break;
    // "Address" adds nothing next to "IPv4 addresses": skip terms that overlap a heavier one.
    const overlaps = chosen.some((c) => ` ${c.key} `.includes(` ${term.key} `) || ` ${term.key} `.includes(` ${c.key} `));
    if (term.kind !== 'number' && !overlaps) chosen.push(term);
  }
  // Material order is teaching order: topics come in the order the text first mentions them.
  chosen.sort((a, b) => a.sentences[0]! - b.sentences[0]!);
  return dedupeTopics(chosen.map((term) => capitalize(term.text)));
}

/** The study stages every subject goes through when nothing more specific is known. */
export function genericStages(subject: string): string[] {
  const name = collapse(subject);
  return [
    `Foundations of ${name}`,
    `Core concepts of ${name}`,
    `Key definitions in ${name}`,
    `Worked problems in ${name}`,
    `Applications of ${name}`,
    `Past-paper practice in ${name}`,
  ];
}

/** Topics named in a goal such as "Final exam covering kinematics, forces and energy". */
function goalTopics(goal: string): string[] {
  const listed = /(?:covering|including|such as|especially|focus(?:ing)? on|topics?:?)\s+(.+)$/i.exec(goal)?.[1] ?? goal;
  const afterColon = listed.includes(':') ? listed.slice(listed.lastIndexOf(':') + 1) : listed;
  if (!/[,;&]|\sand\s/i.test(afterColon)) return [];
  return splitTopicList(afterColon).filter((part) => part.split(' ').length <= GOAL_PART_MAX_WORDS);
}

/**
 * The planner's topics, most concrete source first: the uploaded material, then a subject that
 * lists several topics, then topics named in the goal; generic stages fill up to the minimum.
 */
export function plannerTopics(input: { subject: string; goal: string; material?: string }): string[] {
  const fromMaterial = input.material?.trim() ? topicsFromMaterial(input.material) : [];
  const subjectParts = splitTopicList(input.subject);
  const fromSubject = subjectParts.length > 1 ? subjectParts : [];
  const found = dedupeTopics([...fromMaterial, ...fromSubject, ...goalTopics(input.goal)]);
  const topics = found.length >= PLANNER_MIN_TOPICS ? found : dedupeTopics([...found, ...genericStages(input.subject)]);
  return topics.slice(0, PLANNER_MAX_TOPICS);
}
