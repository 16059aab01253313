import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Note, NOTE_MESSAGES, NOTE_PAGING } from '../../../shared/note';
import { noteListSchema } from '../../../shared/note.schema';
import { user as userTable } from '../../db/schema';
import { NEXT_CURSOR_HEADER } from '../../../shared/list-page';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const PAGE = NOTE_PAGING.fullListPage;

async function withNotes(n: number) {
  const { cookie, email } = await signUp(ctx.app);
  const [me] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  // Two notes in each instant: pages must split ties on the id, never skip or repeat one.
  await ctx.database.db.execute(sql`insert into note (id, user_id, title, content, content_text, subject, tags, created_at)
    select gen_random_uuid()::text, ${me!.id}, 'Note ' || i, '<p>Text ' || i || '</p>', 'Text ' || i, 'General', '{}',
      timestamptz '2026-01-01' + ((i / 2) * interval '1 second')
    from generate_series(1, ${n}) as i`);
  const get = (query = '', headers: Record<string, string> = {}) =>
    request(ctx.app, { method: 'GET', url: `/api/notes${query}`, headers: { cookie, ...headers } });
  return { get };
}

describe('GET /api/notes, a page at a time', () => {
  it(`answers the newest ${PAGE} notes with their text, and the rest through the cursor it names`, async () => {
    const { get } = await withNotes(PAGE * 2 + 5);
    const seen: Note[] = [];
    let response = await get();
    expect(response.statusCode).toBe(200);
    for (const size of [PAGE, PAGE, 5]) {
      const page: Note[] = response.json();
      expect(noteListSchema.safeParse(page).success).toBe(true);
      expect(page).toHaveLength(size);
      expect(page[0]!.content).toMatch(/^<p>Text \d+<\/p>$/);
      seen.push(...page);
      const cursor = response.headers[NEXT_CURSOR_HEADER];
      if (size < PAGE) {
        expect(cursor).toBeUndefined();
        break;
      }
      expect(typeof cursor).toBe('string');
      response = await get(`?cursor=${cursor}`);
      expect(response.statusCode).toBe(200);
    }
    expect(new Set(seen.map((note) => note.id)).size).toBe(PAGE * 2 + 5);
    const times = seen.map((note) => note.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // The first page, kept, is answered again with its header; a 304 for the browser's own copy.
    const again = await get();
    expect(again.headers[NEXT_CURSOR_HEADER]).toBeDefined();
    expect((await get('', { 'if-none-match': String(again.headers.etag) })).statusCode).toBe(304);
  });

  it('answers a few notes at once without a cursor, and refuses a cursor not made here', async () => {
    const { get } = await withNotes(3);
    const response = await get();
    expect(response.json()).toHaveLength(3);
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const bad = await get('?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: NOTE_MESSAGES.cursorInvalid, code: 'bad_request' });
  });
});
