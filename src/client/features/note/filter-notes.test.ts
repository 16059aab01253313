import { describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/note';
import { ALL_SUBJECTS, distinctSubjects, filterNotes, notePreview, toSearchable } from './filter-notes';

const note = (title: string, contentText: string, subject = 'General', tags: string[] = []): Note => ({
  id: title,
  title,
  content: `<p>${contentText}</p>`,
  contentText,
  originalContent: null,
  subject,
  tags,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('the notes filter', () => {
  const notes = [
    note('Cells', 'The mitochondria release energy.', 'Biology', ['Exam']),
    note('Algebra', 'Solve for x.', 'Mathematics'),
    note('Calculus', 'Derivatives measure change.', 'Math'),
  ];
  const searchable = toSearchable(notes);

  it('searches title, text and tags whatever the case', () => {
    expect(filterNotes(searchable, { search: 'MITOCHONDRIA', subject: ALL_SUBJECTS }).map((n) => n.title)).toEqual(['Cells']);
    expect(filterNotes(searchable, { search: 'exam', subject: ALL_SUBJECTS }).map((n) => n.title)).toEqual(['Cells']);
    expect(filterNotes(searchable, { search: ' algebra ', subject: ALL_SUBJECTS }).map((n) => n.title)).toEqual(['Algebra']);
  });

  it('matches the subject exactly', () => {
    expect(filterNotes(searchable, { search: '', subject: 'Math' }).map((n) => n.title)).toEqual(['Calculus']);
    expect(distinctSubjects(notes)).toEqual(['Biology', 'Math', 'Mathematics']);
  });
});

describe('the card preview', () => {
  it('is the first 150 characters of the text, on one line, then "..."', () => {
    const preview = notePreview(note('Long', 'word '.repeat(100)));
    expect(preview).toHaveLength(153);
    expect(preview.endsWith('...')).toBe(true);
  });

  it('drops the list and quote markers the plain text keeps for exports', () => {
    const text = 'Light reactions\n\n- Happens in chloroplasts\n- Releases oxygen\n\n1. First step\n\n> Liberty, equality';
    expect(notePreview(note('Markers', text))).toBe(
      'Light reactions Happens in chloroplasts Releases oxygen First step Liberty, equality...',
    );
  });
});
