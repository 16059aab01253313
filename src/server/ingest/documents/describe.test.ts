import { describe, expect, it } from 'vitest';
import { describeDocument, suggestSubject, suggestTitle, titleFromFilename } from './describe';

describe('document suggestions', () => {
  it('titles from a short first line, skipping contents pages and markup', () => {
    expect(suggestTitle('Table of Contents\n**The Cold War:**\nIt began in 1947.', 'x.txt', 'txt')).toBe('The Cold War');
    expect(suggestTitle(`${'A long opening sentence. '.repeat(8)}\nMore.`, 'ww2_notes-final.pdf', 'pdf')).toBe('Ww2 notes final');
  });

  it('tidies file names and never returns an empty title', () => {
    expect(titleFromFilename('C:\\fakepath\\cell_biology-notes.v2.pdf')).toBe('Cell biology notes v2');
    expect(titleFromFilename('.txt')).toBe('Untitled document');
    expect(titleFromFilename('cell\u0000_notes\u0007.pdf')).toBe('Cell notes');
  });

  it('suggests the subject whose words recur, else the title', () => {
    expect(suggestSubject('The market sets the price where demand meets supply; supply grows with prices.', 'Week 3')).toBe('Economics');
    expect(suggestSubject('Walking on imported air', 'Walking on imported air')).toBe('Walking on imported air');
  });

  it('builds the goal from the title', () => {
    expect(describeDocument('Algebra Basics\nAn equation balances.', 'a.md', 'md')).toEqual({
      title: 'Algebra Basics',
      suggestedSubject: 'Algebra Basics',
      suggestedGoal: 'Understand and revise Algebra Basics',
    });
  });
});
