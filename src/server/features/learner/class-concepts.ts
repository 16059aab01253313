import { CLASS_CONCEPTS_SHOWN, type ClassConceptGrid, type ClassConcepts } from '../../../shared/classroom';
import type { Db } from '../../db/client';
import { type Evidence, masteryOf } from './mastery';
import { classAssignmentEvents } from './repo';

export interface AssignmentEvidenceRow extends Evidence {
  userId: string;
  key: string;
  name: string;
}

/**
 * Students × concepts from assignment evidence. Each student's concepts are their own rows, so the
 * columns join them by key (the normalised term); the name shown is the one most students met.
 * Columns: the concepts most students have evidence on, then the most evidence, then by name.
 */
export function conceptGrid(members: { userId: string; name: string }[], rows: AssignmentEvidenceRow[], now: Date): ClassConcepts {
  const byStudent = new Map<string, Map<string, Evidence[]>>();
  const names = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  for (const row of rows) {
    let mine = byStudent.get(row.userId);
    if (!mine) byStudent.set(row.userId, (mine = new Map()));
    const list = mine.get(row.key);
    if (list) list.push(row);
    else mine.set(row.key, [row]);
    let counts = names.get(row.key);
    if (!counts) names.set(row.key, (counts = new Map()));
    counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
    totals.set(row.key, (totals.get(row.key) ?? 0) + 1);
  }
  const studentsWith = (key: string) => [...byStudent.values()].filter((mine) => mine.has(key)).length;
  const nameOf = (key: string) => [...names.get(key)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const concepts = [...totals.keys()]
    .map((key) => ({ key, name: nameOf(key), students: studentsWith(key), total: totals.get(key)! }))
    .sort((a, b) => b.students - a.students || b.total - a.total || a.name.localeCompare(b.name))
    .slice(0, CLASS_CONCEPTS_SHOWN);
  return {
    concepts: concepts.map(({ key, name }) => ({ key, name })),
    students: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      cells: concepts.map(({ key }) => {
        const evidence = byStudent.get(member.userId)?.get(key);
        if (!evidence) return { key, mastery: null, level: null, evidenceCount: 0 };
        const found = masteryOf(evidence, now);
        return { key, mastery: Math.round(found.mastery * 1000) / 1000, level: found.level, evidenceCount: found.evidenceCount };
      }),
    })),
  };
}

/** The classroom feature's view of the learner model: a class's grid, its access checked by the caller. */
export function classConceptGrid(db: Db, now: () => Date): ClassConceptGrid {
  return async (classId, members) => conceptGrid(members, await classAssignmentEvents(db, classId), now());
}
