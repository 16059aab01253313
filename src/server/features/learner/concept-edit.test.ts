import { describe, expect, it } from 'vitest';
import { LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return request(ctx.app, { method, url, headers: { cookie }, ...(payload && { payload }) });
}

const chemistry = async (cookie: string) => (await call(cookie, 'GET', '/api/learner/concepts?subject=Chemistry')).json<LearnerConcept[]>();
const named = (list: LearnerConcept[], name: string) => list.find((item) => item.name.toLowerCase() === name.toLowerCase());

/** A student with two Chemistry cards reviewed once each: concepts "catalyst" and "enzyme" among others. */
async function studentWithCards() {
  const { cookie } = await signUp(ctx.app);
  const made = await call(cookie, 'POST', '/api/cards', {
    deckName: 'Chemistry',
    cards: [
      { front: 'What does a catalyst do?', back: 'A catalyst speeds up a reaction without being used up.' },
      { front: 'What is an enzyme?', back: 'An enzyme is a protein that speeds up reactions in cells.' },
    ],
  });
  expect(made.statusCode, made.body).toBe(201);
  const [catalystCard, enzymeCard] = made.json<{ cards: { id: string }[] }>().cards;
  const review = (cardId: string) =>
    call(cookie, 'POST', '/api/reviews', { cardId, grade: 3, reviewedAt: new Date().toISOString() }).then((r) =>
      expect(r.statusCode).toBe(200),
    );
  await review(catalystCard!.id);
  await review(enzymeCard!.id);
  const list = await chemistry(cookie);
  return { cookie, review, enzymeCard: enzymeCard!.id, catalyst: named(list, 'catalyst')!, enzyme: named(list, 'enzyme')! };
}

describe('renaming and merging concepts', () => {
  it('renames a concept; later evidence on the term still finds it', async () => {
    const { cookie, review, enzymeCard, enzyme } = await studentWithCards();
    const renamed = await call(cookie, 'PATCH', `/api/learner/concepts/${enzyme.id}`, { name: '  Enzymes   (biological catalysts) ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: enzyme.id, name: 'Enzymes (biological catalysts)', evidenceCount: 1 });
    await review(enzymeCard);
    const after = named(await chemistry(cookie), 'Enzymes (biological catalysts)')!;
    expect(after).toMatchObject({ id: enzyme.id, evidenceCount: 2 });
  });

  it('merges one concept into another: the evidence joins, the old one is gone, and its future evidence follows', async () => {
    const { cookie, review, enzymeCard, catalyst, enzyme } = await studentWithCards();
    const merged = await call(cookie, 'POST', `/api/learner/concepts/${enzyme.id}/merge`, { intoId: catalyst.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: catalyst.id, evidenceCount: catalyst.evidenceCount + enzyme.evidenceCount });
    const list = await chemistry(cookie);
    expect(list.some((item) => item.id === enzyme.id)).toBe(false);
    expect(list.find((item) => item.id === catalyst.id)!.sources.map((s) => s.id)).toContain(enzymeCard);

    await review(enzymeCard);
    const after = (await chemistry(cookie)).find((item) => item.id === catalyst.id)!;
    expect(after.evidenceCount).toBe(catalyst.evidenceCount + enzyme.evidenceCount + 1);
    expect(named(await chemistry(cookie), 'enzyme')).toBeUndefined();
    // A merged concept is no longer there to rename or merge.
    expect((await call(cookie, 'PATCH', `/api/learner/concepts/${enzyme.id}`, { name: 'Enzyme' })).statusCode).toBe(404);
  });

  it('refuses what it cannot do with a message, and another user’s concept is not found', async () => {
    const { cookie, catalyst, enzyme } = await studentWithCards();
    const other = await studentWithCards();
    const blank = await call(cookie, 'PATCH', `/api/learner/concepts/${catalyst.id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(LEARNER_MESSAGES.nameRequired);
    const long = await call(cookie, 'PATCH', `/api/learner/concepts/${catalyst.id}`, { name: 'x'.repeat(101) });
    expect(long.json().message).toBe(LEARNER_MESSAGES.nameTooLong);
    const itself = await call(cookie, 'POST', `/api/learner/concepts/${catalyst.id}/merge`, { intoId: catalyst.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(LEARNER_MESSAGES.mergeIntoItself);
    const missing = await call(cookie, 'POST', `/api/learner/concepts/${catalyst.id}/merge`, {});
    expect(missing.json().message).toBe(LEARNER_MESSAGES.mergeTargetRequired);

    const theirs = await call(cookie, 'PATCH', `/api/learner/concepts/${other.catalyst.id}`, { name: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(LEARNER_MESSAGES.conceptNotFound);
    const intoTheirs = await call(cookie, 'POST', `/api/learner/concepts/${enzyme.id}/merge`, { intoId: other.catalyst.id });
    expect(intoTheirs.statusCode).toBe(404);
    expect((await call(cookie, 'PATCH', '/api/learner/concepts/not-a-uuid', { name: 'X' })).statusCode).toBe(404);
    // Nothing changed for either student.
    expect(named(await chemistry(cookie), 'enzyme')).toMatchObject({ id: enzyme.id });
    expect(named(await chemistry(other.cookie), 'catalyst')).toMatchObject({ id: other.catalyst.id });
  });
});
