import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, LIST_PAGE_SIZE, NEXT_CURSOR_HEADER } from '../../shared/list-page';
import { user as userTable } from '../db/schema';
import { request, signUp, useTestApp } from '../test/test-app';

// Every list a student's saved work shows answers a page at a time (decisions 045 and 060): these
// walk each one past a page, from rows written straight into the database.

const ctx = useTestApp();
const PAGE = LIST_PAGE_SIZE;
const MORE = 5;

type Item = { id: string } & Record<string, unknown>;

interface Student {
  id: string;
  cookie: string;
}

async function student(): Promise<Student> {
  const { cookie, email } = await signUp(ctx.app);
  const [me] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return { id: me!.id, cookie };
}

// Two rows in each instant: pages must split ties on the id, never skip or repeat one.
const at = sql`timestamptz '2026-01-01' + ((i / 2) * interval '1 second')`;
// One row a second, where a check reads the rows' own order.
const eachSecond = sql`timestamptz '2026-01-01' + (i * interval '1 second')`;

interface ListCase {
  /** The list's path for this student (made once their rows are in). */
  path: (owner: Student, seeded: string) => string;
  /** Inserts `n` rows for the student; answers what `path` needs (a conversation's or deck's id). */
  seed: (owner: Student, n: number) => Promise<string>;
  /** The order of the list as the items show it: the check that no page is out of place. */
  order: (items: Item[]) => unknown[];
  /** Fields the list must not carry (the record's content, read with GET /:id). */
  without?: string[];
}

const exec = (query: SQL) => ctx.database.db.execute(query);
/** The id of the row an `insert … returning id` wrote. */
const insertedId = async (query: SQL) => ((await exec(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;

const newestFirst = (items: Item[]) => items.map((item) => item.createdAt);
const sortedDesc = (values: unknown[]) => [...values].sort().reverse();

const CASES: Record<string, ListCase> = {
  summaries: {
    path: () => '/api/summaries',
    seed: async (owner, n) => {
      await exec(sql`insert into summary (id, user_id, title, mode, content, summary, created_at)
        select gen_random_uuid()::text, ${owner.id}, 'Summary ' || i, 'summary', 'Text ' || i, 'Short ' || i, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: newestFirst,
    without: ['content', 'summary'],
  },
  doubts: {
    path: () => '/api/doubts',
    seed: async (owner, n) => {
      await exec(sql`insert into doubt (id, user_id, question, difficulty, answer, simple_answer, created_at)
        select gen_random_uuid()::text, ${owner.id}, 'Question ' || i, 'medium', 'Answer ' || i, 'Simply ' || i, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: newestFirst,
    without: ['answer', 'simpleAnswer', 'citations'],
  },
  planners: {
    path: () => '/api/planners',
    seed: async (owner, n) => {
      await exec(sql`insert into planner (id, user_id, subject, goal, exam_date, schedule, created_at)
        select gen_random_uuid()::text, ${owner.id}, 'Subject ' || i, 'Goal', date '2026-06-01', '{}'::jsonb, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: newestFirst,
    without: ['schedule'],
  },
  quizzes: {
    path: () => '/api/quizzes',
    seed: async (owner, n) => {
      await exec(sql`insert into quiz (id, user_id, title, difficulty, questions, created_at, saved_at)
        select gen_random_uuid()::text, ${owner.id}, 'Quiz ' || i, 'medium',
          '[{"id":"q1","question":"Q?","type":"short","correctAnswer":"A"}]'::jsonb, ${at}, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: newestFirst,
    without: ['questions', 'answers', 'userAnswers', 'evaluation'],
  },
  'study paths': {
    path: () => '/api/study-paths',
    seed: async (owner, n) => {
      await exec(sql`insert into study_path (id, user_id, topic, difficulty, description, estimated_hours, roadmap, created_at, updated_at)
        select gen_random_uuid()::text, ${owner.id}, 'Topic ' || i, 'beginner', 'About', 3, '[]'::jsonb, ${at}, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: newestFirst,
    without: ['roadmap'],
  },
  conversations: {
    path: () => '/api/conversations',
    seed: async (owner, n) => {
      await exec(sql`insert into conversation (id, user_id, title, created_at, updated_at)
        select gen_random_uuid()::text, ${owner.id}, 'Chat ' || i, ${at}, ${at}
        from generate_series(1, ${n}) as i`);
      return '';
    },
    order: (items) => items.map((item) => item.updatedAt),
  },
  decks: {
    path: () => '/api/decks?tz=UTC',
    seed: async (owner, n) => {
      await exec(sql`insert into deck (id, user_id, name)
        select gen_random_uuid()::text, ${owner.id}, 'Deck ' || lpad(i::text, 4, '0') || ' ' || substr(${owner.id}, 1, 8)
        from generate_series(1, ${n}) as i`);
      return '';
    },
    // By name, A to Z: reversed, the names must read Z to A.
    order: (items) => items.map((item) => item.name).reverse(),
  },
};

/** Reads every page of a list, checking each page's size and header; answers the items in order and the cursors seen. */
async function readAll(owner: Student, path: string, total: number) {
  const items: Item[] = [];
  const cursors: string[] = [];
  let url = path;
  for (;;) {
    const response = await request(ctx.app, { method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(response.statusCode, url).toBe(200);
    const page = response.json<Item[]>();
    const cursor = response.headers[NEXT_CURSOR_HEADER];
    items.push(...page);
    if (items.length < total) {
      expect(page).toHaveLength(PAGE);
      expect(typeof cursor).toBe('string');
    } else {
      expect(cursor).toBeUndefined();
      break;
    }
    cursors.push(String(cursor));
    url = `${path}${path.includes('?') ? '&' : '?'}cursor=${String(cursor)}`;
  }
  return { items, cursors };
}

describe('lists answered a page at a time', () => {
  for (const [name, list] of Object.entries(CASES)) {
    it(`${name}: ${PAGE} a page, the rest through x-next-cursor, none lost or repeated, another user's rows never`, async () => {
      const owner = await student();
      const other = await student();
      const total = PAGE * 2 + MORE;
      const seeded = await list.seed(owner, total);
      const theirs = await list.seed(other, 3);
      const path = list.path(owner, seeded);

      const { items, cursors } = await readAll(owner, path, total);
      expect(items).toHaveLength(total);
      expect(new Set(items.map((item) => item.id)).size).toBe(total);
      const order = list.order(items);
      expect(order).toEqual(sortedDesc(order));
      for (const field of list.without ?? []) expect(items[0], field).not.toHaveProperty(field);

      // Another student with this student's cursor reads only their own rows.
      const ownIds = new Set(items.map((item) => item.id));
      const sep = path.includes('?') ? '&' : '?';
      const theirPath = list.path(other, theirs);
      for (const cursor of cursors) {
        const response = await request(ctx.app, {
          method: 'GET',
          url: `${theirPath}${sep}cursor=${cursor}`,
          headers: { cookie: other.cookie },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<Item[]>().filter((item) => ownIds.has(item.id))).toEqual([]);
      }

      // A later page is kept like the first: revalidated with its tag, a 304 (lists not kept by the day aside).
      const second = `${path}${sep}cursor=${cursors[0]}`;
      const first = await request(ctx.app, { method: 'GET', url: second, headers: { cookie: owner.cookie } });
      if (first.headers.etag) {
        const again = await request(ctx.app, {
          method: 'GET',
          url: second,
          headers: { cookie: owner.cookie, 'if-none-match': String(first.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(again.headers[NEXT_CURSOR_HEADER]).toBe(cursors[1]);
      }

      const bad = await request(ctx.app, { method: 'GET', url: `${path}${sep}cursor=nonsense`, headers: { cookie: owner.cookie } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: LIST_MESSAGES.cursorInvalid, code: 'bad_request' });
    });
  }
});

describe("a conversation's messages and a deck's cards", () => {
  async function conversationWith(owner: Student, n: number) {
    const row = {
      id: await insertedId(
        sql`insert into conversation (id, user_id, title) values (gen_random_uuid()::text, ${owner.id}, 'Long chat') returning id`,
      ),
    };
    await exec(sql`insert into message (id, conversation_id, role, content, created_at)
      select gen_random_uuid()::text, ${row!.id}, case when i % 2 = 1 then 'user' else 'assistant' end, 'Message ' || i, ${eachSecond}
      from generate_series(1, ${n}) as i`);
    return row!.id;
  }

  it(`answers the newest ${PAGE} messages in time order, and the earlier ones through the cursor`, async () => {
    const owner = await student();
    const id = await conversationWith(owner, PAGE + MORE);
    const url = `/api/conversations/${id}/messages`;
    const newest = await request(ctx.app, { method: 'GET', url, headers: { cookie: owner.cookie } });
    const page = newest.json<{ content: string; createdAt: string }[]>();
    expect(page).toHaveLength(PAGE);
    expect(page.at(-1)!.content).toBe(`Message ${PAGE + MORE}`);
    expect(page.map((m) => m.createdAt)).toEqual(page.map((m) => m.createdAt).sort());
    const cursor = String(newest.headers[NEXT_CURSOR_HEADER]);
    const earlier = await request(ctx.app, { method: 'GET', url: `${url}?cursor=${cursor}`, headers: { cookie: owner.cookie } });
    expect(earlier.json<{ content: string }[]>().map((m) => m.content)).toEqual([1, 2, 3, 4, 5].map((i) => `Message ${i}`));
    expect(earlier.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    // Another student's conversation is a 404, cursor or not.
    const other = await student();
    const theirs = await request(ctx.app, { method: 'GET', url: `${url}?cursor=${cursor}`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
  });

  it("pages a deck's cards oldest first; another student's deck is a 404", async () => {
    const owner = await student();
    const deck = {
      id: await insertedId(sql`insert into deck (id, user_id, name) values (gen_random_uuid()::text, ${owner.id}, 'Biology') returning id`),
    };
    const total = PAGE + MORE;
    await exec(sql`insert into card (id, user_id, deck_id, front, back, source, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, state, created_at)
      select gen_random_uuid()::text, ${owner.id}, ${deck!.id}, 'Front ' || i, 'Back ' || i, '{"kind":"manual"}'::jsonb, now(),
        0, 0, 0, 0, 0, 0, 0, 0, ${eachSecond}
      from generate_series(1, ${total}) as i`);
    const { items, cursors } = await readAll(owner, `/api/cards?deck=${deck!.id}`, total);
    expect(new Set(items.map((card) => card.id)).size).toBe(total);
    expect(items[0]!.front).toBe('Front 1');
    expect(items.at(-1)!.front).toBe(`Front ${total}`);

    const other = await student();
    const theirs = await request(ctx.app, {
      method: 'GET',
      url: `/api/cards?deck=${deck!.id}&cursor=${cursors[0]}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
