import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup';
import { summaryNote } from './summary-note';

const t = createI18n('en').getFixedT('en', 'summary');

describe('a summary saved as a note', () => {
  it('keeps key points as a bullet list under the mode, escaping HTML', () => {
    const note = summaryNote({ title: ' Water\ncycle ', mode: 'keypoints', summary: '- Water **evaporates**.\n- Clouds <form>.' }, t);
    expect(note).toEqual({
      title: 'Water cycle',
      content: '<h3>Key Points</h3><ul><li><p>Water <strong>evaporates</strong>.</p></li><li><p>Clouds &lt;form&gt;.</p></li></ul>',
    });
  });

  it('keeps paragraphs as paragraphs and shortens a title the notes API would refuse', () => {
    const note = summaryNote({ title: 't'.repeat(250), mode: 'summary', summary: 'First idea.\n\nSecond idea.' }, t);
    expect(note.title).toHaveLength(200);
    expect(note.title.endsWith('…')).toBe(true);
    expect(note.content).toBe('<h3>Summary</h3><p>First idea.</p><p>Second idea.</p>');
  });
});
