import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../test/postgres-url';
import { type DatabaseHandle, fromPglite, fromPostgres } from './client';
import { newPglite } from './pglite';
import { migrationsFolder, runMigrations } from './migrate';

/** The migrations folder as it was before `tag`: its journal ends just before. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

/** An empty database of the tests' kind, migrated up to `folder`'s last migration. */
async function databaseMigratedTo(folder: string): Promise<{ handle: DatabaseHandle; query: Query; close(): Promise<void> }> {
  if (process.env.STUDIUM_TEST_DB !== 'postgres') {
    const client = newPglite();
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    const handle = fromPglite(client);
    return { handle, query: async (text, values) => (await client.query(text, values)).rows as never, close: () => client.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `studium_m7_${process.pid}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = fromPostgres(databaseUrlFor(adminUrl, name), 2);
  await migratePg(drizzlePg(handle.pool), { migrationsFolder: folder });
  return {
    handle,
    query: async (text, values) => (await handle.pool.query(text, values)).rows as never,
    close: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('migration 0007 (audio clips in parts)', () => {
  it('cuts the clips it finds into parts of 128 KB, records their size and drops the old column', async () => {
    const before = migrationsBefore('0007_audio_clip_parts');
    const database = await databaseMigratedTo(before);
    try {
      const big = Buffer.alloc(600_000);
      for (let i = 0; i < big.length; i += 1) big[i] = (i * 7919) % 251;
      const insert = `INSERT INTO audio_clip (id, user_id, mime_type, data, duration_ms) VALUES ($1, 'u1', 'audio/wav', $2, 1000)`;
      await database.query(`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Asha', 'asha@example.com')`);
      await database.query(insert, ['big', big]);
      await database.query(insert, ['small', Buffer.from('RIFF')]);

      await runMigrations(database.handle);

      expect(await database.query(`SELECT id, size FROM audio_clip ORDER BY id`)).toEqual([
        { id: 'big', size: 600_000 },
        { id: 'small', size: 4 },
      ]);
      const parts = await database.query<{ clip_id: string; seq: number; data: Uint8Array }>(
        `SELECT clip_id, seq, data FROM audio_clip_part ORDER BY clip_id, seq`,
      );
      expect(parts.map((row) => [row.clip_id, row.seq, row.data.length])).toEqual([
        ['big', 0, 131_072],
        ['big', 1, 131_072],
        ['big', 2, 131_072],
        ['big', 3, 131_072],
        ['big', 4, 75_712],
        ['small', 0, 4],
      ]);
      expect(Buffer.concat(parts.filter((row) => row.clip_id === 'big').map((row) => row.data)).equals(big)).toBe(true);
      expect(
        await database.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'audio_clip' AND column_name = 'data'`),
      ).toEqual([]);
      // Stored uncompressed: audio gains nothing from pglz.
      expect(
        await database.query(`SELECT attstorage FROM pg_attribute WHERE attrelid = 'audio_clip_part'::regclass AND attname = 'data'`),
      ).toEqual([{ attstorage: 'e' }]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('migration 0011 (quiz saved_at, classroom table)', () => {
  it('marks every titled quiz saved, keeps drafts unsaved, and renames the class table with its rows and keys', async () => {
    const before = migrationsBefore('0011_quiz_saved_at_classroom_table');
    const database = await databaseMigratedTo(before);
    try {
      await database.query(
        `INSERT INTO "user" (id, name, email) VALUES ('u1', 'Asha', 'asha@example.com'), ('u2', 'Ben', 'ben@example.com')`,
      );
      const insertQuiz = `INSERT INTO quiz (id, user_id, title, difficulty, questions, created_at) VALUES ($1, 'u1', $2, 'easy', '[]', $3)`;
      await database.query(insertQuiz, ['saved', 'Plants', '2024-03-01T10:00:00Z']);
      await database.query(insertQuiz, ['draft', '', '2024-03-02T10:00:00Z']);
      await database.query(`INSERT INTO class (id, teacher_id, name, join_code) VALUES ('c1', 'u1', 'Biology', 'ABCD2345')`);
      await database.query(`INSERT INTO class_member (class_id, user_id) VALUES ('c1', 'u2')`);
      await database.query(`INSERT INTO assignment (id, class_id, kind, quiz_id, title) VALUES ('a1', 'c1', 'quiz', 'saved', 'Plants')`);

      await runMigrations(database.handle);

      const quizzes = await database.query<{ id: string; saved_at: Date | null }>(`SELECT id, saved_at FROM quiz ORDER BY id`);
      expect(quizzes.map((row) => [row.id, row.saved_at && new Date(row.saved_at).toISOString()])).toEqual([
        ['draft', null],
        ['saved', '2024-03-01T10:00:00.000Z'],
      ]);
      expect(await database.query(`SELECT to_regclass('public.class')::text AS old, to_regclass('public.classroom')::text AS new`)).toEqual(
        [{ old: null, new: 'classroom' }],
      );
      expect(await database.query(`SELECT id, name, join_code FROM classroom`)).toEqual([
        { id: 'c1', name: 'Biology', join_code: 'ABCD2345' },
      ]);
      // The keys follow the rename: a member or an assignment of a class that does not exist is refused, and deleting the class takes both.
      await expect(database.query(`INSERT INTO class_member (class_id, user_id) VALUES ('nope', 'u2')`)).rejects.toThrow(
        /class_member_class_id_classroom_id_fk/,
      );
      await expect(
        database.query(`INSERT INTO classroom (id, teacher_id, name, join_code) VALUES ('c2', 'u2', 'Twin', 'ABCD2345')`),
      ).rejects.toThrow(/classroom_join_code_idx/);
      await database.query(`DELETE FROM classroom WHERE id = 'c1'`);
      expect(await database.query(`SELECT count(*)::int AS n FROM class_member`)).toEqual([{ n: 0 }]);
      expect(await database.query(`SELECT count(*)::int AS n FROM assignment`)).toEqual([{ n: 0 }]);
      const names = await database.query<{ name: string }>(
        `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'classroom'::regclass AND contype IN ('p', 'f', 'u') ORDER BY conname`,
      );
      expect(names.map((row) => row.name)).toEqual(['classroom_pkey', 'classroom_teacher_id_user_id_fk']);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
