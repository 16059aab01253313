import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AuditPage, type InstanceStatus } from '../../../shared/admin';
import { adminAudit } from '../../db/schema';
import { projectPath } from '../../project-path';
import { request, signUp, useTestApp } from '../../test/test-app';
import { call, insertUsers, signUpAdmin } from './admin-test-support';

const ctx = useTestApp();

/** One AI generation, counted on today's limits. */
const summarize = (cookie: string) =>
  request(ctx.app, {
    method: 'POST',
    url: '/api/summarize',
    headers: { cookie },
    payload: {
      mode: 'summary',
      content: 'Plants make sugar from light. Chlorophyll absorbs red and blue light. Oxygen is released as a by-product of this process.',
    },
  });

describe('GET /api/admin/instance', () => {
  it('counts users, who was active today and this week, today’s calls by kind, and describes the server', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    expect((await summarize(student.cookie)).statusCode).toBe(200);
    expect((await summarize(student.cookie)).statusCode).toBe(200);
    const day = 86_400_000;
    await insertUsers(ctx.database.db, [
      { email: 'three-days@school.test', name: 'Three Days', seenAt: new Date(Date.now() - 3 * day) },
      { email: 'long-gone@school.test', name: 'Long Gone', seenAt: new Date(Date.now() - 10 * day) },
      { email: 'never@school.test', name: 'Never Seen' },
    ]);

    const response = await call(ctx.app, admin.cookie, 'GET', '/api/admin/instance');
    expect(response.statusCode).toBe(200);
    const status = response.json() as InstanceStatus;
    const { version } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string };
    expect(status).toMatchObject({
      users: 5,
      activeToday: 2,
      activeWeek: 3,
      aiCallsToday: { chat: 0, doubts: 0, generations: 2, uploads: 0 },
      database: process.env.STUDIUM_TEST_DB === 'postgres' ? 'postgresql' : 'embedded',
      version,
      ai: { provider: 'offline', model: null },
      mail: false,
    });
    expect(status.storage.databaseBytes).toBeGreaterThan(1_000_000);
    expect(status.storage.audioBytes).toBe(0);
  });
});

describe('POST /api/admin/ai-test with the offline engine', () => {
  it('says that no provider is configured, and logs the test', async () => {
    const admin = await signUpAdmin(ctx.app);
    const response = await call(ctx.app, admin.cookie, 'POST', '/api/admin/ai-test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: false, provider: 'offline', model: null, text: ADMIN_MESSAGES.offlineEngine, ms: 0 });
    const [entry] = await ctx.database.db.select().from(adminAudit);
    expect(entry).toMatchObject({
      action: 'ai_test',
      actorEmail: admin.email,
      targetId: null,
      details: { ok: false, provider: 'offline' },
    });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the log newest first, 50 entries at a time', async () => {
    const admin = await signUpAdmin(ctx.app);
    for (let i = 0; i < ADMIN_PAGE_SIZE + 5; i += 1)
      expect((await call(ctx.app, admin.cookie, 'POST', '/api/admin/ai-test')).statusCode).toBe(200);
    const first = (await call(ctx.app, admin.cookie, 'GET', '/api/admin/audit')).json() as AuditPage;
    expect(first.entries).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.entries.at(-1)!.id);
    const second = (await call(ctx.app, admin.cookie, 'GET', `/api/admin/audit?cursor=${first.nextCursor}`)).json() as AuditPage;
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ADMIN_PAGE_SIZE + 5);
    expect(ids).toEqual([...ids].sort().reverse());
    const times = [...first.entries, ...second.entries].map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
