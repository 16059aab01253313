import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app';
import { createSessionCache, type SessionCache, type SessionCacheOptions } from '../auth/session-cache';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, fromPglite, fromPostgres } from '../db/client';
import { newPglite } from '../db/pglite';
import { databaseUrlFor } from './postgres-url';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'studium-data-')),
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: TEST_ORIGIN,
    ...overrides,
  });
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.STUDIUM_TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `studium_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const handle = fromPostgres(databaseUrlFor(adminUrl, name), 4);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const client = newPglite({ loadDataDir: dump });
  await client.waitReady;
  return fromPglite(client);
}

const TABLES = [
  'lti_context',
  'lti_score',
  'lti_resource_link',
  'lti_roster_member',
  'lti_deep_link',
  'lti_user',
  'lti_launch_state',
  'lti_platform',
  'lti_key',
  'admin_audit',
  'learner_event',
  'concept',
  'assignment_attempt',
  'assignment',
  'class_member',
  'classroom',
  'review_log',
  'card',
  'deck',
  'payment_order',
  'study_path',
  'doubt',
  'message',
  'conversation',
  'quiz',
  'study_plan',
  'planner',
  'summary',
  'usage_counter',
  'audio_clip_part',
  'audio_clip',
  'note',
  'rate_limit',
  'verification',
  'account',
  'session',
  '"user"',
];

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's resolved sessions: a test that changes users or sessions behind its back clears it. */
  sessionCache: SessionCache;
}

/**
 * One database per test file (opening one takes about a second), every table emptied
 * before each test, and a fresh app on it.
 */
export interface TestAppOptions {
  /** The clock of daily usage limits. */
  now?: () => Date;
  /** Test-only routes, added before the app is ready (behind the same plugins as real ones). */
  routes?: (app: FastifyInstance) => void;
  /** The lifetime and clock of the app's session cache. */
  sessionCache?: SessionCacheOptions;
}

export function useTestApp(configOverrides: Record<string, string> = {}, options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.sessionCache = createSessionCache(options.sessionCache);
    context.app = await buildApp({
      config: testConfig(configOverrides),
      database: context.database,
      logger: false,
      now: options.now,
      sessionCache: context.sessionCache,
    });
    options.routes?.(context.app);
    await context.app.ready();
  });
  beforeEach(async () => {
    await context.database.db.execute(`TRUNCATE ${TABLES.join(', ')} CASCADE`);
    context.sessionCache.clear();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** Runs `run` with a second app on the test's database under other settings (another configuration of the server), then closes it. */
export async function withSecondApp(
  context: TestContext,
  overrides: Record<string, string>,
  run: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const app = await buildApp({ config: testConfig(overrides), database: context.database, logger: false });
  try {
    await app.ready();
    await run(app);
  } finally {
    await app.close();
  }
}

/** A JSON request from our own origin, as the browser app sends it. */
export function request(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers } });
}

export interface SignUpInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

let counter = 0;

/** Signs a new user up and returns the session cookie header. */
export async function signUp(app: FastifyInstance, input: SignUpInput = {}) {
  counter += 1;
  const body = {
    email: input.email ?? `student${counter}@example.com`,
    password: input.password ?? 'correct horse battery',
    firstName: input.firstName ?? 'Asha',
    lastName: input.lastName ?? 'Verma',
  };
  const response = await request(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { ...body, name: `${body.firstName} ${body.lastName}` },
  });
  return { response, cookie: sessionCookie(response), ...body };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export interface UploadPart {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body encoded as a browser's FormData is (files under the field "file"). */
export async function multipartBody(files: UploadPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? '' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** Posts files as a browser's upload form does, from our origin unless told otherwise. */
export async function upload(
  app: FastifyInstance,
  url: string,
  files: UploadPart[],
  options: { cookie?: string; origin?: string; fields?: Record<string, string>; accept?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(files, options.fields);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.accept) headers.accept = options.accept;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  return request(app, { method: 'POST', url, payload, headers });
}
