import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '../../../shared/account';
import { user as userTable } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { seedClassWithAttempt, seedStudyRows } from './account-test-support';
import { EXPORT_PAGE_ROWS } from './export-repo';
import { fileSlug } from './export';

const ctx = useTestApp();

async function userId(email: string) {
  const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return row!.id;
}

const exportFor = (cookie: string) => request(ctx.app, { method: 'GET', url: ACCOUNT_EXPORT_PATH, headers: { cookie } });

describe('GET /api/account/export', () => {
  it('sends one zip with every section as Markdown and all of it in data.json, none of another user’s', async () => {
    const me = await signUp(ctx.app, { email: 'me@example.com' });
    const other = await signUp(ctx.app, { email: 'other@example.com' });
    const [myId, otherId] = [await userId(me.email), await userId(other.email)];
    const mine = await seedStudyRows(ctx.database.db, myId, 'Mine');
    const theirs = await seedStudyRows(ctx.database.db, otherId, 'Theirs');
    await seedClassWithAttempt(ctx.database.db, theirs.classId, theirs.quizId, myId);

    const response = await exportFor(me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="studium-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const files = Object.keys(zip.files).sort();
    expect(files).toEqual(
      [
        'README.txt',
        'notes/0001-mine-note.md',
        'notes/0001-mine-note.html',
        'summaries.md',
        'quizzes.md',
        'study-plans.md',
        'planners.md',
        'study-paths.md',
        'doubts.md',
        'conversations.md',
        'flashcard-decks.md',
        'flashcards.md',
        'concepts.md',
        'classes.md',
        'study-settings.md',
        'usage-and-payments.md',
        'payments.md',
        'data.json',
      ].sort(),
    );
    const text = async (name: string) => zip.file(name)!.async('string');
    expect(await text('notes/0001-mine-note.md')).toContain('# Mine note');
    expect(await text('notes/0001-mine-note.md')).toContain('## Mine heading');
    expect(await text('notes/0001-mine-note.html')).toContain('<h2>Mine heading</h2>');
    expect(await text('summaries.md')).toContain('Mine summary');
    expect(await text('quizzes.md')).toMatch(/Mine quiz[\s\S]*score 100[\s\S]*\*\*4\*\* \(right\)[\s\S]*Your answer: 1/);
    expect(await text('study-plans.md')).toContain('Mine study plan');
    expect(await text('planners.md')).toContain('Mine planner goal');
    expect(await text('study-paths.md')).toContain('Mine path');
    expect(await text('doubts.md')).toContain('Mine doubt');
    expect(await text('conversations.md')).toContain('Mine question to the tutor');
    expect(await text('flashcards.md')).toMatch(/Mine card front[\s\S]*grade 3/);
    expect(await text('concepts.md')).toMatch(/## Mine concept[\s\S]*Biology[\s\S]*quiz-answer in quiz “Mine quiz”, outcome 1/);
    const classes = await text('classes.md');
    expect(classes).toMatch(/Mine class[\s\S]*You teach this class/);
    expect(classes).toMatch(/Theirs class[\s\S]*You joined this class[\s\S]*Assigned quiz/);
    expect(await text('study-settings.md')).toContain('30 minutes a day; easy days: Sunday');
    expect(await text('usage-and-payments.md')).toContain('chat × 3');
    expect(await text('payments.md')).toContain('499.00 INR, paid');

    const data = JSON.parse(await text('data.json'));
    expect(data.account).toMatchObject({ id: myId, email: 'me@example.com' });
    expect(data.notes).toHaveLength(1);
    expect(data.notes[0]).toMatchObject({ id: mine.noteId, title: 'Mine note' });
    // Their own copy of the quiz assigned in the class they joined is one of their quizzes.
    expect(data.quizzes).toHaveLength(2);
    for (const key of [
      'summaries',
      'studyPlans',
      'planners',
      'studyPaths',
      'doubts',
      'conversations',
      'decks',
      'flashcards',
      'concepts',
      'studySettings',
      'usage',
      'payments',
    ]) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.quizzes.find((q: { id: string }) => q.id === mine.quizId)).toMatchObject({ id: mine.quizId, score: 100, answers: [1] });
    expect(data.conversations[0].messages).toHaveLength(2);
    expect(data.flashcards[0]).toMatchObject({ id: mine.cardId, reviews: [expect.objectContaining({ grade: 3 })] });
    expect(data.concepts[0]).toMatchObject({
      name: 'Mine concept',
      evidence: [expect.objectContaining({ kind: 'quiz-answer', correct: 1 })],
    });
    expect(data.classes.map((c: { role: string }) => c.role).sort()).toEqual(['student', 'teacher']);
    expect(JSON.stringify(data)).not.toContain('Theirs note');
    // The other user's own export holds their rows, not mine.
    const theirsZip = await JSZip.loadAsync((await exportFor(other.cookie)).rawPayload);
    expect(await theirsZip.file('data.json')!.async('string')).not.toContain('Mine');
  });

  it('reads page after page: every note of a large account is in the archive once', async () => {
    const me = await signUp(ctx.app);
    const myId = await userId(me.email);
    const { note } = await import('../../db/schema');
    const { v7 } = await import('uuid');
    const count = EXPORT_PAGE_ROWS * 2 + 3;
    await ctx.database.db.insert(note).values(
      Array.from({ length: count }, (_, i) => ({
        id: v7(),
        userId: myId,
        title: `Topic ${i}`,
        content: `<p>Body ${i}</p>`,
        contentText: `Body ${i}`,
        subject: 'S',
      })),
    );
    const zip = await JSZip.loadAsync((await exportFor(me.cookie)).rawPayload);
    expect(Object.keys(zip.files).filter((name) => name.endsWith('.md') && name.startsWith('notes/'))).toHaveLength(count);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(new Set(data.notes.map((n: { title: string }) => n.title)).size).toBe(count);
    expect(data.summaries).toEqual([]);
    expect(await zip.file('summaries.md')!.async('string')).toContain('Nothing here.');
  });

  it('answers 401 without a session', async () => {
    const response = await request(ctx.app, { method: 'GET', url: ACCOUNT_EXPORT_PATH });
    expect(response.statusCode).toBe(401);
  });

  it('names note files with letters and digits only', () => {
    expect(fileSlug('Ünïcode: Cells & "Tissues"/../x')).toBe('unicode-cells-tissues-x');
    expect(fileSlug('////')).toBe('note');
  });
});
