import { describe, expect, it } from 'vitest';
import type { LearnerConcept } from '../../../shared/learner';
import type { QuizView } from '../../../shared/quiz';
import { storedQuestions } from '../../test/quiz-answers';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return request(ctx.app, { method, url, headers: { cookie }, ...(payload && { payload }) });
}

const CELLS = [
  '<p>Mitochondria are the organelles where cellular respiration releases energy from glucose as ATP.</p>',
  '<p>Cell division by mitosis gives two daughter cells with the same chromosomes as the parent cell.</p>',
  '<p>During prophase the chromosomes condense and the spindle begins to form between the centrosomes.</p>',
  '<p>In anaphase the sister chromatids are pulled apart to opposite poles of the dividing cell.</p>',
].join('');

const biology = async (cookie: string) => (await call(cookie, 'GET', '/api/learner/concepts?subject=Biology')).json<LearnerConcept[]>();

describe('a note’s tags as concepts', () => {
  it('makes each tag a concept of the note’s subject, ungraded, with the note as its source', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await call(cookie, 'POST', '/api/notes', {
      title: 'Cells',
      content: CELLS,
      subject: 'Biology',
      tags: ['Cell division', 'Mitochondria'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const noteId = created.json<{ id: string }>().id;

    const concepts = await biology(cookie);
    expect(concepts.map((concept) => concept.name).sort()).toEqual(['Cell division', 'Mitochondria']);
    for (const concept of concepts) {
      // A tag says the student studies it, nothing about what they know.
      expect(concept).toMatchObject({
        mastery: 0,
        level: 'Attempted',
        evidenceCount: 0,
        sources: [{ kind: 'note', id: noteId, title: 'Cells' }],
      });
    }

    // Editing the tags adds the new one; the note is its source too.
    const edited = await call(cookie, 'PUT', `/api/notes/${noteId}`, { tags: ['Cell division', 'Mitochondria', 'Mitosis'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await biology(cookie)).map((concept) => concept.name).sort()).toEqual(['Cell division', 'Mitochondria', 'Mitosis']);

    // Practising a tag's concept draws on the note's own paragraphs.
    const mitosis = (await biology(cookie)).find((concept) => concept.name === 'Mitosis')!;
    const practice = await call(cookie, 'POST', '/api/quizzes/weak-spots', { conceptId: mitosis.id, numQuestions: 3 });
    expect(practice.statusCode, practice.body).toBe(201);
    const quiz = practice.json<QuizView>();
    const text = CELLS.replace(/<[^>]+>/g, ' ');
    for (const question of await storedQuestions(ctx.database, quiz.id)) expect(text).toContain(question.source!.trim().slice(0, 40));
  });

  it('a note without tags adds no concept, and another user sees none of them', async () => {
    const { cookie } = await signUp(ctx.app);
    await call(cookie, 'POST', '/api/notes', { title: 'Untagged', content: CELLS, subject: 'Biology', tags: [] });
    expect(await biology(cookie)).toEqual([]);
    await call(cookie, 'POST', '/api/notes', { title: 'Tagged', content: CELLS, subject: 'Biology', tags: ['Mitosis'] });
    const other = await signUp(ctx.app);
    expect(await biology(other.cookie)).toEqual([]);
  });
});
