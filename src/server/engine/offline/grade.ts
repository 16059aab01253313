import type { QuizAnswer, QuizEvaluation, QuizQuestion } from '../../../shared/quiz';
import { sentences } from './nlp';

const CORRECT_AT = 0.6;
const PARTLY_AT = 0.3;

function contentTerms(text: string): Set<string> {
  return new Set(sentences(text).flatMap((s) => s.terms));
}

function gradeWritten(expected: string, answer: string): { correct: boolean; feedback: string } {
  const wanted = contentTerms(expected);
  const given = contentTerms(answer);
  if (wanted.size === 0) return { correct: answer.trim().length > 0, feedback: 'Answer recorded.' };
  const covered = [...wanted].filter((term) => given.has(term));
  const missing = [...wanted].filter((term) => !given.has(term));
  const share = covered.length / wanted.size;
  if (share >= CORRECT_AT) return { correct: true, feedback: `Correct: you covered the key ideas (${covered.slice(0, 6).join(', ')}).` };
  if (share >= PARTLY_AT) {
    return {
      correct: false,
      feedback: `Partly right: you mentioned ${covered.slice(0, 5).join(', ')}, but left out ${missing.slice(0, 5).join(', ')}. Expected: ${expected}`,
    };
  }
  return { correct: false, feedback: `Not quite. Expected: ${expected}` };
}

function overall(score: number): string {
  if (score >= 80) return 'Excellent work! You know this material well.';
  if (score >= 60) return 'Good effort. Review the questions you missed and try again.';
  return 'Keep practising: reread the material, then retake the quiz.';
}

/** Multiple choice graded exactly; written answers on the share of the expected key terms given. */
export function gradeQuizOffline(questions: QuizQuestion[], answers: QuizAnswer[]): QuizEvaluation {
  const feedback = questions.map((question, i) => {
    const answer = answers[i] ?? null;
    if (answer === null || answer === '') return { questionId: question.id, correct: false, feedback: 'Not answered.' };
    if (question.type === 'mcq') {
      const correct = answer === question.correctAnswer;
      const right = question.options?.[Number(question.correctAnswer)] ?? '';
      return {
        questionId: question.id,
        correct,
        feedback: correct ? 'Correct!' : `Incorrect. The answer is ${right}. ${question.explanation}`,
      };
    }
    return { questionId: question.id, ...gradeWritten(String(question.correctAnswer ?? question.source ?? ''), String(answer)) };
  });
  const correctAnswers = feedback.filter((f) => f.correct).length;
  const score = questions.length ? Math.round((100 * correctAnswers) / questions.length) : 0;
  return { score, totalQuestions: questions.length, correctAnswers, overallFeedback: overall(score), feedback };
}
