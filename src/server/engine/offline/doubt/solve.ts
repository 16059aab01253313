import { DOUBT_MAX_CHARS, DOUBT_MESSAGES, type DoubtInput, type OfflineDoubtAnswer } from '../../../../shared/doubt';
import { invalidInput } from '../../errors';
import { explainArithmetic } from './arithmetic';
import { explainDerivative } from './derivative';
import { explainEquation } from './equation';
import { render, type Explanation } from './explain';
import { explainExpression } from './expression';
import { extractMath, type MathProblem } from './extract';
import { explainMoney } from './money';
import { explainRate } from './rates';
import { explainGeneral } from './general';
import { explainUnits } from './units';

function explainMath(problem: MathProblem): Explanation | null {
  switch (problem.kind) {
    case 'equation':
      return explainEquation(problem);
    case 'expression':
      return explainExpression(problem);
    case 'derivative':
      return explainDerivative(problem);
    case 'arithmetic':
      return explainArithmetic(problem);
    case 'units':
      return explainUnits(problem);
  }
}

/** Any failure inside the math libraries means "explain it another way", never a server error. */
function attempt<T>(run: () => T | null): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

const UNSOLVED =
  'This looks like math, but the offline solver could not work it out step by step (it handles linear and ' +
  'quadratic equations, simplifying, arithmetic, unit conversions, derivatives, and rate, interest and percentage word problems).';

/**
 * The worked answer when `question` is math the offline solver can do, else null: the tutor
 * routes such questions here instead of searching the notes for them.
 */
export function solveMathOffline(question: string, difficulty: DoubtInput['difficulty'] = 'medium'): OfflineDoubtAnswer | null {
  const text = question.trim();
  if (!text || text.length > DOUBT_MAX_CHARS) return null;
  const problem = attempt(() => extractMath(text));
  // Word problems with units or money come after the math a question may simply be.
  const explained =
    (problem && attempt(() => explainMath(problem))) ?? attempt(() => explainRate(text)) ?? attempt(() => explainMoney(text));
  const written = explained && attempt(() => render(text, explained, difficulty));
  return explained && written ? { ...written, kind: explained.kind } : null;
}

/**
 * Answers a doubt with no network and no AI key, the same way every time: math found by parsing is
 * worked step by step (mathsteps, mathjs); anything else is explained from the user's own notes.
 */
export function solveDoubtOffline(input: DoubtInput): OfflineDoubtAnswer {
  const question = (input.question ?? '').trim();
  if (!question) throw invalidInput(DOUBT_MESSAGES.questionRequired);
  if (question.length > DOUBT_MAX_CHARS) throw invalidInput(DOUBT_MESSAGES.questionTooLong);
  const solved = solveMathOffline(question, input.difficulty);
  if (solved) return solved;
  const looksLikeMath = attempt(() => extractMath(question)) !== null;
  return { ...explainGeneral({ ...input, question }, looksLikeMath ? UNSOLVED : undefined), kind: 'general' };
}
