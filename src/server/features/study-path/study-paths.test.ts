import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import {
  PATH_TOPIC_MAX_CHARS,
  SAVED_PATH_MESSAGES,
  type SavedStudyPath,
  STUDY_PATH_MESSAGES,
  type StudyPathSummary,
} from '../../../shared/study-path';
import { savedStudyPathSchema, studyPathListSchema } from '../../../shared/study-path.schema';
import { request, useTestApp } from '../../test/test-app';
import { signedInPaths, studyPathRequests } from './study-path-requests';

const ctx = useTestApp();

describe('POST /api/study-paths', () => {
  it('generates a roadmap, stores it with nothing done and answers 201 with the whole path', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const response = await paths.create({ topic: '  Linear   algebra \n', difficulty: 'intermediate' });
    expect(response.statusCode).toBe(201);
    const path: SavedStudyPath = response.json();
    expect(savedStudyPathSchema.safeParse(path).success).toBe(true);
    expect(path).toMatchObject({
      topic: 'Linear algebra',
      difficulty: 'intermediate',
      completedSteps: 0,
      progressPercent: 0,
      progress: {},
    });
    expect(path.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(path.totalSteps).toBe(path.roadmap.length);
    expect(path.totalSteps).toBeGreaterThanOrEqual(5);
    expect(path.estimatedHours).toBe(path.roadmap.reduce((sum, step) => sum + step.estimatedHours, 0));
    expect(path.description).toContain('Linear algebra');
    for (const step of path.roadmap) {
      expect(step.title).toContain('Linear algebra');
      expect(step.resources.length).toBeGreaterThan(0);
      for (const resource of step.resources) expect(resource.url).toMatch(/^https:\/\//);
    }
    expect((await paths.get(path.id)).json()).toEqual(path);
  });

  it('starts at beginner when no level is given', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const path = await paths.created({ topic: 'Chess' });
    expect(path.difficulty).toBe('beginner');
  });

  it('refuses a blank or missing topic with the form message, a bad level and an overlong topic', async () => {
    const { paths } = await signedInPaths(ctx.app);
    for (const payload of [{ topic: '   ', difficulty: 'beginner' }, { difficulty: 'beginner' }, { topic: 42 }, {}]) {
      const response = await paths.create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: STUDY_PATH_MESSAGES.topicRequired, code: 'bad_request' });
    }
    const badLevel = await paths.create({ topic: 'Chess', difficulty: 'expert' });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().message).toBe(SAVED_PATH_MESSAGES.difficultyInvalid);
    const long = await paths.create({ topic: 'x'.repeat(PATH_TOPIC_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SAVED_PATH_MESSAGES.topicTooLong);
    expect((await paths.list()).json()).toEqual([]);
  });

  it('counts one AI generation per path; a refused topic costs nothing and the limit answers 429', async () => {
    const { paths, cookie } = await signedInPaths(ctx.app);
    const used = async () =>
      (await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } })).json().usage.generations.used as number;
    const first = await paths.create({ topic: 'Chess' });
    expect(first.headers['x-usage-kind']).toBe('generations');
    expect(await used()).toBe(1);
    expect((await paths.create({ topic: ' ' })).statusCode).toBe(400);
    expect(await used()).toBe(1);
    // The Free plan allows 15 generations a day.
    for (let i = 2; i <= 15; i += 1) expect((await paths.create({ topic: `Topic ${i}` })).statusCode).toBe(201);
    const refused = await paths.create({ topic: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('API limit reached');
    expect((await paths.list()).json()).toHaveLength(15);
  });
});

describe('GET /api/study-paths', () => {
  it("lists the user's paths newest first with their progress figures and no roadmap", async () => {
    const { paths } = await signedInPaths(ctx.app);
    const chess = await paths.created({ topic: 'Chess', difficulty: 'advanced' });
    const music = await paths.created({ topic: 'Music theory', difficulty: 'beginner' });
    await paths.tick(chess.id, { stepIndex: 0, completed: true });
    const response = await paths.list();
    expect(response.statusCode).toBe(200);
    const list: StudyPathSummary[] = response.json();
    expect(studyPathListSchema.safeParse(list).success).toBe(true);
    expect(list.map((path) => path.topic)).toEqual(['Music theory', 'Chess']);
    expect(list[1]).toMatchObject({ id: chess.id, totalSteps: chess.totalSteps, completedSteps: 1, progressPercent: 20 });
    expect(list[0]).toMatchObject({ id: music.id, difficulty: 'beginner', completedSteps: 0, progressPercent: 0 });
    expect(list[0]).not.toHaveProperty('roadmap');
    expect(list[0]).not.toHaveProperty('progress');
  });

  it('needs a signed-in user', async () => {
    const response = await studyPathRequests(() => ctx.app).list();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.unauthorized);
  });
});

describe('PUT /api/study-paths/:id/progress', () => {
  it('ticks and unticks steps; progress is completed over total steps, rounded', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const path = await paths.created({ topic: 'Photosynthesis', difficulty: 'beginner' });
    expect(path.totalSteps).toBe(7);
    // 1/7 = 14.29 %, 2/7 = 28.57 %, 6/7 = 85.71 %: rounded to whole percents.
    const expected = [14, 29, 43, 57, 71, 86, 100];
    for (let i = 0; i < 7; i += 1) {
      const response = await paths.tick(path.id, { stepIndex: i, completed: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ completedSteps: i + 1, progressPercent: expected[i] });
    }
    const unticked = await paths.tick(path.id, { stepIndex: 3, completed: false });
    expect(unticked.json()).toMatchObject({ completedSteps: 6, progressPercent: 86 });
    expect(unticked.json().progress).toEqual({ 0: true, 1: true, 2: true, 3: false, 4: true, 5: true, 6: true });
    const again = await paths.tick(path.id, { stepIndex: 3, completed: false });
    expect(again.json()).toMatchObject({ completedSteps: 6, progressPercent: 86 });
    expect((await paths.get(path.id)).json()).toMatchObject({ completedSteps: 6, progressPercent: 86 });
  });

  it('keeps both of two ticks sent at the same time', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const path = await paths.created({ topic: 'Rust', difficulty: 'beginner' });
    const responses = await Promise.all(path.roadmap.map((_, i) => paths.tick(path.id, { stepIndex: i, completed: true })));
    expect(responses.map((response) => response.statusCode)).toEqual(path.roadmap.map(() => 200));
    const stored: SavedStudyPath = (await paths.get(path.id)).json();
    expect(stored).toMatchObject({ completedSteps: path.totalSteps, progressPercent: 100 });
    expect(Object.keys(stored.progress)).toHaveLength(path.totalSteps);
  });

  it('refuses a step index outside the roadmap and a malformed body, changing nothing', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const path = await paths.created({ topic: 'Rust', difficulty: 'advanced' });
    const outside = await paths.tick(path.id, { stepIndex: path.totalSteps, completed: true });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ message: SAVED_PATH_MESSAGES.stepIndexInvalid, code: 'bad_request' });
    expect((await paths.tick(path.id, { stepIndex: Number.MAX_SAFE_INTEGER, completed: true })).statusCode).toBe(400);
    for (const payload of [
      { stepIndex: -1, completed: true },
      { stepIndex: 1.5, completed: true },
      { stepIndex: '1', completed: true },
      { stepIndex: 1, completed: 'yes' },
      { stepIndex: 1 },
      {},
    ]) {
      const response = await paths.tick(path.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(SAVED_PATH_MESSAGES.progressInvalid);
    }
    expect((await paths.get(path.id)).json()).toMatchObject({ progress: {}, completedSteps: 0 });
  });
});

describe('ownership', () => {
  it("answers 404 for another user's path, an unknown id and a malformed id, and leaves the path alone", async () => {
    const owner = await signedInPaths(ctx.app);
    const path = await owner.paths.created({ topic: 'Chess' });
    const other = await signedInPaths(ctx.app);
    for (const id of [path.id, '01900000-0000-7000-8000-000000000000', 'not-an-id']) {
      for (const response of [
        await other.paths.get(id),
        await other.paths.tick(id, { stepIndex: 0, completed: true }),
        await other.paths.remove(id),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: SAVED_PATH_MESSAGES.notFound, code: 'not_found' });
      }
    }
    expect((await other.paths.list()).json()).toEqual([]);
    expect((await owner.paths.get(path.id)).json()).toMatchObject({ id: path.id, progress: {} });
  });
});

describe('DELETE /api/study-paths/:id', () => {
  it('deletes the path with its progress; a second delete is 404', async () => {
    const { paths } = await signedInPaths(ctx.app);
    const path = await paths.created({ topic: 'Chess' });
    await paths.tick(path.id, { stepIndex: 1, completed: true });
    const deleted = await paths.remove(path.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: path.id });
    expect((await paths.get(path.id)).statusCode).toBe(404);
    expect((await paths.list()).json()).toEqual([]);
    expect((await paths.remove(path.id)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every study path route with its schemas', async () => {
    const doc = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/study-paths'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/study-paths/{id}'])).toEqual(expect.arrayContaining(['get', 'delete']));
    const progress = doc.paths['/api/study-paths/{id}/progress'].put;
    expect(progress.requestBody.content['application/json'].schema.required).toEqual(['stepIndex', 'completed']);
    expect(Object.keys(progress.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
