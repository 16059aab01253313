import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup';
import type { Doubt } from '../../../shared/doubt';
import { markdownToNoteHtml } from '../../lib/markdown-note-html';
import { doubtNote } from './doubt-note';

const { t } = createI18n('en');

const doubt: Doubt = {
  id: '1',
  question: '  Solve 2x + 3 = 11 ',
  subject: 'Algebra',
  difficulty: 'medium',
  answer:
    '**Question:** Solve 2x + 3 = 11\n\n1. Subtract 3 from both sides: $2x = 8$\n   - Take away 3\n2. Divide by 2: $x = 4$\n\n**Answer:** $x = 4$',
  simpleAnswer: 'Take 3 away, then share in two <fairly>.',
  createdAt: '2026-11-23T10:00:00.000Z',
  citations: [],
};

describe('a solved doubt saved as a note', () => {
  it('keeps the steps as a numbered list, bold as bold and math as text', () => {
    expect(markdownToNoteHtml(doubt.answer)).toBe(
      '<p><strong>Question:</strong> Solve 2x + 3 = 11</p>' +
        '<ol><li><p>Subtract 3 from both sides: $2x = 8$</p><ul><li><p>Take away 3</p></li></ul></li><li><p>Divide by 2: $x = 4$</p></li></ol>' +
        '<p><strong>Answer:</strong> $x = 4$</p>',
    );
  });

  it('is titled by the question, keeps the subject and escapes HTML', () => {
    const note = doubtNote(doubt, t);
    expect(note.title).toBe('Solve 2x + 3 = 11');
    expect(note.subject).toBe('Algebra');
    expect(note.content).toContain("<h3>Explain Like I'm 5</h3><p>Take 3 away, then share in two &lt;fairly&gt;.</p>");
  });

  it('shortens a long question to the 200 characters a note title may have, and has no subject when the doubt had none', () => {
    const note = doubtNote({ ...doubt, question: 'why '.repeat(100), subject: null }, t);
    expect(note.title).toHaveLength(200);
    expect(note).not.toHaveProperty('subject');
  });
});
