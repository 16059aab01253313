import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotePage } from '../../../shared/note';
import { request, signUp, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();

const PHOTOSYNTHESIS = 'प्रकाश संश्लेषण वह प्रक्रिया है जिसमें हरे पौधे सूर्य के प्रकाश से अपना भोजन बनाते हैं।';
const WATER = 'जल चक्र में पानी भाप बनकर बादल बनता है और फिर वर्षा के रूप में लौटता है।';

describe('Hindi notes in the search', () => {
  it('finds a Hindi note by a Hindi word, ranks it by its words and quotes the passage', async () => {
    const { cookie } = await signUp(ctx.app);
    const notes = noteRequests(() => ctx.app, cookie);
    await notes.created({ title: 'प्रकाश संश्लेषण', content: `<p>${PHOTOSYNTHESIS}</p>`, subject: 'जीव विज्ञान' });
    await notes.created({ title: 'जल चक्र', content: `<p>${WATER}</p>`, subject: 'भूगोल' });
    await notes.created({
      title: 'Cells',
      content: '<p>Cells are the units of life; plants make food by photosynthesis.</p>',
      subject: 'Biology',
    });
    const search = async (q: string) => {
      const response = await request(ctx.app, { method: 'GET', url: `/api/notes/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<NotePage>();
    };
    const food = await search('भोजन');
    expect(food.notes.map((n) => n.title)).toEqual(['प्रकाश संश्लेषण']);
    expect(JSON.stringify(food.notes[0])).toContain('भोजन');
    expect((await search('बादल')).notes.map((n) => n.title)).toEqual(['जल चक्र']);
    // A Hindi word is matched whole, not an English stem of it, and English still stems.
    expect((await search('पौधे')).notes.map((n) => n.title)).toEqual(['प्रकाश संश्लेषण']);
    expect((await search('cell')).notes.map((n) => n.title)).toEqual(['Cells']);
  });

  it('keeps every Hindi word whole in the stored search vector: the English stemmer leaves Devanagari as written', async () => {
    const result = await ctx.database.db.execute(
      sql`select token, lexemes from ts_debug('english', ${PHOTOSYNTHESIS}) where alias = 'word'`,
    );
    const rows = (result as unknown as { rows: { token: string; lexemes: string[] }[] }).rows;
    expect(rows.length).toBeGreaterThan(10);
    for (const { token, lexemes } of rows) expect(lexemes, token).toEqual([token]);
  });
});
