import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANNER_MAX_TOPICS, PLANNER_MIN_TOPICS } from '../../../../shared/planner';
import { genericStages, headingsOf, plannerTopics, splitTopicList, topicsFromMaterial } from './topics';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', `${name}.txt`), 'utf8');

describe('planner topics', () => {
  it('splits a list of topics on commas, semicolons and "and", without duplicates', () => {
    expect(splitTopicList('algebra, Geometry and trigonometry; statistics, Algebra')).toEqual([
      'Algebra',
      'Geometry',
      'Trigonometry',
      'Statistics',
    ]);
  });

  it('takes section headings from notes, skipping the document title and any numbering', () => {
    const notes = '# Cell biology\n\n## 1. Cells\nCells are small.\n\n## 2. Tissues\nText.\n\nOrgans\nMore text here.\n\nSystems\nThe end.';
    expect(headingsOf(notes)).toEqual(['Cell biology', 'Cells', 'Tissues', 'Organs', 'Systems']);
    expect(topicsFromMaterial(notes)).toEqual(['Cells', 'Tissues', 'Organs', 'Systems']);
    expect(topicsFromMaterial(notes.replace('# Cell biology\n\n', 'Notes from class.\n'))).toEqual([
      'Cells',
      'Tissues',
      'Organs',
      'Systems',
    ]);
    expect(topicsFromMaterial('Atoms\nText.\n\nIons\nText.\n\nBonds\nText.\n\nMoles\nText.')).toEqual(['Atoms', 'Ions', 'Bonds', 'Moles']);
  });

  it('falls back to key terms, in the order the material introduces them', () => {
    const topics = topicsFromMaterial(fixture('photosynthesis'));
    expect(topics.length).toBeGreaterThanOrEqual(PLANNER_MIN_TOPICS);
    expect(topics).toContain('Calvin cycle');
    const text = fixture('photosynthesis').toLowerCase();
    const positions = topics.map((topic) => text.indexOf(topic.toLowerCase().split(' ')[0]!.slice(0, 5)));
    expect(positions.every((p) => p >= 0)).toBe(true);
  });

  it('uses topics named in the goal or subject, and generic stages when only a subject is known', () => {
    expect(plannerTopics({ subject: 'Physics', goal: 'Final exam covering kinematics, forces and energy' })).toEqual([
      'Kinematics',
      'Forces',
      'Energy',
    ]);
    expect(plannerTopics({ subject: 'Algebra, Geometry and Trigonometry', goal: 'Score 90%' })).toEqual([
      'Algebra',
      'Geometry',
      'Trigonometry',
    ]);
    expect(plannerTopics({ subject: 'Chemistry', goal: 'Get an A' })).toEqual(genericStages('Chemistry'));
    expect(genericStages('Chemistry')[0]).toBe('Foundations of Chemistry');
  });

  it('always gives between 3 and 12 topics', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Unit ${String.fromCharCode(65 + i)}`).join(', ');
    expect(plannerTopics({ subject: many, goal: 'pass' })).toHaveLength(PLANNER_MAX_TOPICS);
    const few = plannerTopics({ subject: 'Optics', goal: 'Final exam covering lenses and mirrors' });
    expect(few.slice(0, 2)).toEqual(['Lenses', 'Mirrors']);
    expect(few.length).toBeGreaterThanOrEqual(PLANNER_MIN_TOPICS);
    expect(few.length).toBeLessThanOrEqual(PLANNER_MAX_TOPICS);
  });
});
