import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_NOTES, OFFLINE_NOT_IN_NOTES, OFFLINE_NOT_IN_NOTES_LINE } from '../../../shared/citation';
import { type Doubt } from '../../../shared/doubt';
import { signUp, useTestApp } from '../../test/test-app';
import { createNote, solve } from './doubt-test-support';

const ctx = useTestApp();

// The first doubt loads the math libraries (a second or more on a busy machine): once, outside any test's time.
beforeAll(() => import('../../engine/offline/doubt/solve'));

// Offline, with nothing in the notes, the answer says what the offline solver can do instead.
const NOTICE = OFFLINE_NOT_IN_NOTES_LINE;

const PHOTOSYNTHESIS =
  'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs red and blue light and reflects ' +
  'green light, which is why leaves look green. The plant turns carbon dioxide and water into glucose and oxygen.';
const REVOLUTION = 'The Bastille was stormed on 14 July 1789. The revolution ended the absolute monarchy in France.';

describe('answers grounded in the user’s notes', () => {
  it('quotes the note on the topic of a new user’s question, names it and cites it', async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await createNote(ctx.app, cookie, 'Plant biology', PHOTOSYNTHESIS);
    await createNote(ctx.app, cookie, 'French Revolution', REVOLUTION);

    const response = await solve(ctx.app, cookie, { question: 'Why does chlorophyll make leaves look green?', difficulty: 'medium' });
    expect(response.statusCode, response.body).toBe(200);
    const doubt = response.json<Doubt>();
    expect(doubt.citations).toEqual([{ kind: 'note', id: note.id, title: 'Plant biology' }]);
    expect(doubt.answer).toContain('From your notes "Plant biology"');
    expect(doubt.answer).toContain('Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.');
    expect(doubt.answer).not.toContain(NOTICE);
    expect(doubt.answer).not.toContain('Bastille');
    expect(doubt.simpleAnswer).toContain('Plant biology');
  });

  it('says plainly first when nothing in the notes is about the question', async () => {
    const { cookie } = await signUp(ctx.app);
    await createNote(ctx.app, cookie, 'French Revolution', REVOLUTION);
    const doubt = (await solve(ctx.app, cookie, { question: 'How do volcanoes erupt?', difficulty: 'easy' })).json<Doubt>();
    expect(doubt.citations).toEqual([]);
    expect(doubt.answer.split('\n\n')[0]).toBe(NOTICE);
    expect(doubt.answer.split(OFFLINE_NOT_IN_NOTES)).toHaveLength(2);
    expect(doubt.answer).not.toContain(NOT_IN_NOTES);
  });

  it("never quotes or cites another user's notes", async () => {
    const owner = await signUp(ctx.app);
    await createNote(ctx.app, owner.cookie, 'Plant biology', PHOTOSYNTHESIS);
    const other = await signUp(ctx.app);
    const doubt = (await solve(ctx.app, other.cookie, { question: 'Why does chlorophyll make leaves look green?' })).json<Doubt>();
    expect(doubt.citations).toEqual([]);
    expect(doubt.answer).not.toContain('Plant biology');
    expect(doubt.answer.startsWith(NOTICE)).toBe(true);
  });
});

describe('math doubts', () => {
  it('are solved step by step and the answer is checked by putting it back in', async () => {
    const { cookie } = await signUp(ctx.app);
    const doubt = (await solve(ctx.app, cookie, { question: 'Solve 3x - 7 = 2x + 5', difficulty: 'medium' })).json<Doubt>();
    expect(doubt.answer).toMatch(/^1\. .+\n2\. /m);
    expect(doubt.answer).toContain('**Answer:** $x = 12$');
    // 3 · 12 − 7 = 29 and 2 · 12 + 5 = 29.
    expect(doubt.answer).toMatch(/Check: \$.*12.*\$ = 29\$ and \$.*12.*\$ = 29\$ ✓|Check: .*29.*✓/);
    expect(doubt.simpleAnswer).toContain('It works!');
  });

  it('a quadratic has both roots checked', async () => {
    const { cookie } = await signUp(ctx.app);
    const doubt = (await solve(ctx.app, cookie, { question: 'x^2 - 5x + 6 = 0', difficulty: 'hard' })).json<Doubt>();
    expect(doubt.answer).toMatch(/x = 2/);
    expect(doubt.answer).toMatch(/x = 3/);
    expect(doubt.answer.match(/Check: .*✓/g)?.length).toBe(2);
  });
});
