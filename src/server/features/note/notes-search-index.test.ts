import { type SQLWrapper, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { note as noteTable, user as userTable } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { prepareSearch, searchTotalQuery } from './search-repo';

const ctx = useTestApp();

/** The plan the database chooses for `query`, as EXPLAIN prints it. */
async function planOf(query: SQLWrapper): Promise<string> {
  const result = (await ctx.database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the notes search’s trigram index', () => {
  it('narrows a search to the notes holding its trigrams, and is left alone for a text too short to have one', async () => {
    const db = ctx.database.db;
    const users = ['asha', 'ravi', 'meera'].map((name) => ({ id: uuidv7(), name, email: `${name}@example.com` }));
    await db.insert(userTable).values(users);
    for (const owner of users) {
      await db.insert(noteTable).values(
        Array.from({ length: 1_000 }, (_, i) => ({
          id: uuidv7(),
          userId: owner.id,
          title: `Chapter ${i}`,
          content: '',
          contentText: `Energy and motion ${i}: forces and work.${i % 200 === 0 ? ' Leaves perform photosynthesis.' : ''}`,
          subject: 'Physics',
        })),
      );
    }
    await db.execute(sql`analyze note`);
    const asha = users[0]!.id;

    const rare = await planOf(searchTotalQuery(db, asha, prepareSearch('photosynth'), undefined));
    expect(rare).toContain('note_text_trgm_idx');
    // Two letters give no trigram: the index would be read whole, every user's notes; the user's own are read instead.
    for (const q of ['ab', '50%', 'a b c'])
      expect(await planOf(searchTotalQuery(db, asha, prepareSearch(q), undefined)), q).not.toContain('note_text_trgm_idx');

    // The plan's answers are the search's.
    const [found] = await searchTotalQuery(db, asha, prepareSearch('PHOTOSYNTH'), undefined);
    expect(found?.total).toBe(5);
    const [short] = await searchTotalQuery(db, asha, prepareSearch('99'), 'Physics');
    expect(short?.total).toBe(19);
  }, 120_000);
});
