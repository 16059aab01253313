import { OFFLINE_NOT_IN_NOTES_LINE } from '../../../../shared/citation';
import { describe, expect, it } from 'vitest';
import { DOUBT_MESSAGES, type DoubtDifficulty } from '../../../../shared/doubt';
import type { ContextPassage } from '../../../../shared/context-passage';
import { words } from '../nlp';
import { solveDoubtOffline } from './solve';

const CHLOROPLASTS: ContextPassage = {
  title: 'Plant cells',
  text:
    'Plant cells have a cell wall made of cellulose. Photosynthesis takes place in the chloroplasts, which contain ' +
    'the green pigment chlorophyll. The vacuole stores water and keeps the cell firm.',
};
const HISTORY: ContextPassage = {
  title: 'French Revolution',
  text: 'The Bastille was stormed on 14 July 1789. The revolution ended the absolute monarchy in France.',
};

const ask = (question: string, context?: ContextPassage[], difficulty: DoubtDifficulty = 'medium') =>
  solveDoubtOffline({ question, difficulty, context });

describe('general doubts', () => {
  it('quotes the most relevant sentence of the notes with its title, and says it is the offline engine', () => {
    const result = ask('What is photosynthesis?', [HISTORY, CHLOROPLASTS]);
    expect(result.kind).toBe('general');
    expect(result.answer).toContain('**Your question:** What is photosynthesis?');
    expect(result.answer).toContain('**Key terms:** *photosynthesis*');
    expect(result.answer).toContain(
      '- From your notes "Plant cells": “Photosynthesis takes place in the chloroplasts, which contain the green pigment chlorophyll.”',
    );
    expect(result.answer).not.toContain('Bastille');
    expect(result.answer).toContain(DOUBT_MESSAGES.offlineNote);
    expect(result.simpleAnswer).toContain('Your notes "Plant cells" say this:');
    expect(result.simpleAnswer).toContain('I am the offline helper.');
  });

  it('quotes more sentences as the difficulty rises, best first', () => {
    const notes = [
      { title: 'Cells', text: 'Every cell can divide. Plant cells have chloroplasts. Plant cells and animal cells both have a nucleus.' },
    ];
    const quotes = (difficulty: DoubtDifficulty) =>
      ask('How are plant cells different from animal cells?', notes, difficulty)
        .answer.split('\n')
        .filter((l) => l.startsWith('- From'));
    expect(quotes('easy')).toHaveLength(1);
    expect(quotes('easy')[0]).toContain('Plant cells and animal cells both have a nucleus.');
    expect(quotes('medium')).toHaveLength(2);
    expect(quotes('hard')).toHaveLength(3);
  });

  it('without notes restates the question and invents no facts', () => {
    const result = ask('What is photosynthesis?');
    expect(result.answer).toContain('**Your question:** What is photosynthesis?');
    expect(result.answer.startsWith(OFFLINE_NOT_IN_NOTES_LINE)).toBe(true);
    expect(result.answer).toContain(DOUBT_MESSAGES.offlineNote);
    // Every content word comes from the question or from the engine's fixed wording, never about plants.
    for (const word of ['chloroplast', 'chlorophyll', 'light', 'glucose', 'sun', 'plant']) {
      expect(words(result.answer + result.simpleAnswer)).not.toContain(word);
    }
  });

  it('says so first when the notes do not mention the question', () => {
    const result = ask('What is photosynthesis?', [HISTORY]);
    expect(result.answer.split('\n\n')[0]).toBe(OFFLINE_NOT_IN_NOTES_LINE);
    expect(result.answer).not.toContain('From your notes');
  });

  it('keeps the simple answer to short sentences', () => {
    const { simpleAnswer } = ask('Why did the French Revolution start?', [HISTORY]);
    const sentences = simpleAnswer.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(4);
    for (const sentence of sentences) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(20);
  });

  it('treats prose with numbers as prose, not arithmetic', () => {
    expect(ask('Explain chapter 5 - 6 of the book').kind).toBe('general');
    expect(ask('What happened in 1789?', [HISTORY]).answer).toContain('From your notes "French Revolution"');
  });
});
