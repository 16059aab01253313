import { describe, expect, it } from 'vitest';
import { READY_QUIZ_LIMITS } from '../../../shared/want-to-learn';
import { SPEECH_MESSAGES, TTS_MAX_CHARS } from '../../../shared/speech';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { createI18n } from '../../i18n/setup';
import { analysisNote, analysisQuiz } from './analysis-note';
import { fileProblem } from './input-options';
import { clock, recordingName } from './use-recorder';
import { speakableExplanation } from './use-voice-tutor';

const analysis = {
  id: 1,
  subject: 'The heart',
  result: {
    explanation: 'The **heart** pumps <blood>.',
    studyPlan: { overview: 'Learn the parts.', steps: ['Read.', 'Test yourself.'] },
    quiz: { questions: [{ question: 'What pumps blood?', options: ['Lungs', 'Heart'], correct: 1 }] },
  },
};

describe('the note and quiz a result is saved as', () => {
  it('keeps the explanation, the plan and the quiz with its lettered answer, HTML escaped', () => {
    const note = analysisNote(analysis, createI18n('en').getFixedT('en', 'want-to-learn'));
    expect(note.title).toBe('The heart');
    expect(note.content).toContain('<h3>Explanation</h3><p>The <strong>heart</strong> pumps &lt;blood&gt;.</p>');
    expect(note.content).toContain('<h3>Study Plan</h3><p>Learn the parts.</p><ol><li><p>Read.</p></li>');
    expect(note.content).toContain('<li><p>B. Heart</p></li></ul><p><strong>Answer: B</strong></p>');
  });

  it('gives no quiz to save when the result has none, and at most the questions the API takes', () => {
    expect(analysisQuiz({ ...analysis, result: { explanation: 'x' } })).toBeUndefined();
    const many = Array.from({ length: 30 }, () => analysis.result.quiz.questions[0]!);
    expect(analysisQuiz({ ...analysis, result: { explanation: 'x', quiz: { questions: many } } })!.questions).toHaveLength(
      READY_QUIZ_LIMITS.questions,
    );
  });
});

describe('files refused before they are sent', () => {
  it('takes documents, audio and images by their kind, within their size', () => {
    expect(fileProblem('document', { name: 'notes.docx', size: 10, type: '' })).toBeUndefined();
    expect(fileProblem('document', { name: 'old.doc', size: 10, type: '' })).toBeUndefined();
    expect(fileProblem('document', { name: 'song.mp3', size: 10, type: 'audio/mpeg' })).toBe(UPLOAD_MESSAGES.wrongTypeOrWord);
    expect(fileProblem('document', { name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1, type: '' })).toBe(UPLOAD_MESSAGES.tooLarge);
    // A recording may be larger than a document.
    expect(fileProblem('audio', { name: 'talk.m4a', size: MAX_UPLOAD_BYTES * 2, type: '' })).toBeUndefined();
    expect(fileProblem('audio', { name: 'talk.wav', size: 26 * 1024 * 1024, type: 'audio/wav' })).toBe(SPEECH_MESSAGES.tooLarge);
    expect(fileProblem('image', { name: 'scan.png', size: 10, type: 'image/png' })).toBeUndefined();
    expect(fileProblem('image', { name: 'scan.png', size: 10, type: 'text/plain' })).toMatch(/^Please upload an image/);
  });
});

describe('voice helpers', () => {
  it('reads at most one request of text aloud, ending at a sentence', () => {
    const long = 'A sentence that goes on. '.repeat(400);
    const spoken = speakableExplanation(long);
    expect(spoken.length).toBeLessThanOrEqual(TTS_MAX_CHARS);
    expect(spoken.endsWith('on.')).toBe(true);
    expect(speakableExplanation('Short.')).toBe('Short.');
  });

  it('names a recording by what the browser wrote, and shows the time as m:ss', () => {
    expect(recordingName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingName('audio/mp4')).toBe('recording.m4a');
    expect(recordingName('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(clock(0)).toBe('0:00');
    expect(clock(75)).toBe('1:15');
  });
});
