import type { FindPracticeMaterial, LearnerConcept } from '../../../shared/learner';
import { QUIZ_TEXT } from '../../../shared/quiz';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { CONCEPT_TEXT_MAX_CHARS } from './concept-terms';
import * as repo from './material-repo';

/** Weakest concepts a weak-spots quiz is drawn from, at most. */
const WEAK_CONCEPTS = 5;
/** Fewer passages than this give the offline engine too little to ask about: the concept's records are read whole. */
const MIN_PASSAGES = 3;

interface Passage {
  text: string;
  /** Lower-case text the passage is about (question, answer, passage): where a concept's name is looked for. */
  about: string;
}

const recordKey = (kind: string, id: string) => `${kind}:${id}`;
const passage = (text: string, ...about: (string | undefined)[]): Passage => ({
  text: text.trim().slice(0, CONCEPT_TEXT_MAX_CHARS),
  about: [text, ...about].join('\n').toLowerCase(),
});

/** A note's paragraphs read for practice, at most. */
const NOTE_PARAGRAPHS = 20;

/** Each record's passages: a quiz's questions with their source passages, a card, a doubt's answer, a path's steps, a note's paragraphs. */
async function recordPassages(db: Db, userId: string, sources: { kind: string; id: string }[]): Promise<Map<string, Passage[]>> {
  const ids = (kind: string) => [...new Set(sources.filter((source) => source.kind === kind).map((source) => source.id))];
  const [quizzes, cards, doubts, paths, notes] = await Promise.all([
    ids('quiz').length ? repo.quizQuestions(db, userId, ids('quiz')) : [],
    ids('card').length ? repo.cards(db, userId, ids('card')) : [],
    ids('doubt').length ? repo.doubts(db, userId, ids('doubt')) : [],
    ids('study-path').length ? repo.pathSteps(db, userId, ids('study-path')) : [],
    ids('note').length ? repo.notes(db, userId, ids('note')) : [],
  ]);
  const found = new Map<string, Passage[]>();
  for (const row of quizzes) {
    found.set(
      recordKey('quiz', row.id),
      row.questions.map((question) => {
        const answer = typeof question.correctAnswer === 'number' ? question.options?.[question.correctAnswer] : question.correctAnswer;
        return passage(question.source || `${question.question} ${answer ?? ''}`, question.question, answer);
      }),
    );
  }
  for (const row of cards)
    found.set(recordKey('card', row.id), [passage(row.source.passage || `${row.front}\n${row.back}`, row.front, row.back)]);
  for (const row of doubts) found.set(recordKey('doubt', row.id), [passage(row.answer, row.question)]);
  for (const row of paths)
    found.set(
      recordKey('study-path', row.id),
      row.roadmap.map((step) => passage(`${step.title}. ${step.description}`)),
    );
  for (const row of notes)
    found.set(
      recordKey('note', row.id),
      row.text
        .split(/\n\s*\n|\n/)
        .filter((paragraph) => paragraph.trim())
        .slice(0, NOTE_PARAGRAPHS)
        .map((paragraph) => passage(paragraph, row.title)),
    );
  for (const list of found.values()) list.splice(0, list.length, ...list.filter((item) => item.text));
  return found;
}

/**
 * The practice material of the learner model (decision 069): the passages of the records that gave
 * evidence about the weakest concepts, those that name the concept first; when they are too few,
 * the rest of those records (the context the concept was met in).
 */
export function practiceMaterial(
  db: Db,
  concepts: (userId: string, subject: string | undefined) => Promise<LearnerConcept[]>,
): FindPracticeMaterial {
  return async (userId, { subject, conceptId, passages: wanted }) => {
    const all = await concepts(userId, conceptId ? undefined : subject);
    let chosen: LearnerConcept[];
    if (conceptId !== undefined) {
      const one = isUuid(conceptId) ? all.find((item) => item.id === conceptId) : undefined;
      if (!one) throw notFound(QUIZ_TEXT.conceptNotFound);
      chosen = [one];
    } else {
      if (all.length === 0) throw conflict(QUIZ_TEXT.noConcepts);
      const weakest = all.reduce((low, item) => (item.mastery < low.mastery ? item : low));
      // One subject per quiz: its answers then count as evidence for these same concepts.
      chosen = all.filter((item) => item.subject === weakest.subject).slice(0, WEAK_CONCEPTS);
    }
    const sources = await repo.conceptSources(
      db,
      userId,
      chosen.map((item) => item.id),
    );
    const byRecord = await recordPassages(db, userId, sources);
    const picked = new Set<string>();
    const used: LearnerConcept[] = [];
    const need = Math.max(wanted, MIN_PASSAGES);
    for (const item of chosen) {
      if (picked.size >= need) break;
      used.push(item);
      const name = item.name.toLowerCase();
      for (const source of sources.filter((entry) => entry.conceptId === item.id)) {
        for (const found of byRecord.get(recordKey(source.kind, source.id)) ?? []) if (found.about.includes(name)) picked.add(found.text);
      }
    }
    if (picked.size < MIN_PASSAGES) {
      const usedIds = new Set(used.map((item) => item.id));
      for (const source of sources.filter((entry) => usedIds.has(entry.conceptId))) {
        for (const found of byRecord.get(recordKey(source.kind, source.id)) ?? []) picked.add(found.text);
      }
    }
    if (picked.size === 0) throw conflict(QUIZ_TEXT.noWeakSpotMaterial);
    return { subject: chosen[0]!.subject, concepts: used.map(({ id, name }) => ({ id, name })), passages: [...picked] };
  };
}
