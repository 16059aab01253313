import type { QuizAnswer, QuizEvaluation, QuizQuestion } from '../../../shared/quiz';
import { plainVerdicts, tally } from '../quiz-grading';
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

/** Multiple choice graded exactly; written answers on the share of the expected key terms given. */
export function gradeQuizOffline(questions: QuizQuestion[], answers: QuizAnswer[]): QuizEvaluation {
  const verdicts = plainVerdicts(questions, answers).map(
    (verdict, i) =>
      verdict ?? {
        questionId: questions[i]!.id,
        ...gradeWritten(String(questions[i]!.correctAnswer ?? questions[i]!.source ?? ''), String(answers[i])),
      },
  );
  return tally(verdicts);
}
