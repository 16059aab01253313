import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { note } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { relevantSentences } from '../offline/relevant-sentences';
import { sentences } from '../offline/nlp';
import { RELEVANCE_NOTES, RELEVANCE_QUESTIONS, type NoteKey } from './relevance-set';
import { createRetriever } from './retriever';

const context = useTestApp();
const titleOf = (key: NoteKey | null) => (key ? RELEVANCE_NOTES[key].title : undefined);
const answered = RELEVANCE_QUESTIONS.filter(([, key]) => key !== null);

/** A user with every note of the set (the database is emptied before each test). */
async function userWithTheNotes(): Promise<string> {
  const { response } = await signUp(context.app);
  const userId = (response.json() as { user: { id: string } }).user.id;
  for (const { title, text } of Object.values(RELEVANCE_NOTES)) {
    await context.database.db
      .insert(note)
      .values({ id: uuidv7(), userId, title, subject: 'General', content: `<p>${text}</p>`, contentText: text });
  }
  return userId;
}

describe('the relevance set: questions paired with notes that do and do not answer them', () => {
  it('retrieval never returns a note that is not about the question, and finds the one that is in at least 9 of 10', async () => {
    const userId = await userWithTheNotes();
    const retriever = createRetriever(context.database.db);
    let found = 0;
    const wrong: string[] = [];
    for (const [question, key] of RELEVANCE_QUESTIONS) {
      const titles = (await retriever.passagesFor(userId, question)).map((p) => p.title);
      for (const title of titles) if (title !== titleOf(key)) wrong.push(`${question} → ${title}`);
      if (key && titles[0] === titleOf(key)) found += 1;
    }
    expect(wrong).toEqual([]);
    expect(answered).toHaveLength(10);
    expect(found).toBeGreaterThanOrEqual(9);
  });

  it('the offline engine quotes no sentence of a note that is not about the question, even when handed every note', () => {
    const everything = Object.values(RELEVANCE_NOTES).map(({ title, text }) => ({ title, text }));
    let found = 0;
    const wrong: string[] = [];
    for (const [question, key] of RELEVANCE_QUESTIONS) {
      const quotes = relevantSentences(sentences(question), everything, 4);
      for (const quote of quotes) if (quote.title !== titleOf(key)) wrong.push(`${question} → ${quote.title}: ${quote.text}`);
      if (key && quotes[0]?.title === titleOf(key)) found += 1;
    }
    expect(wrong).toEqual([]);
    expect(found).toBeGreaterThanOrEqual(9);
  });
});
