import { DOUBT_MAX_CHARS, DOUBT_MESSAGES, type DoubtInput, type OfflineDoubtAnswer } from '../../../../shared/doubt';
import { invalidInput } from '../../errors';
import { explainArithmetic } from './arithmetic';
import { explainDerivative } from './derivative';
import { explainEquation } from './equation';
import { render, type Explanation } from './explain';
import { explainExpression } from './expression';
import { extractMath, type MathProblem } from './extract';
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
  'quadratic equations, simplifying, arithmetic, unit conversions and derivatives).';

/**
 * Answers a doubt with no network and no AI key, the same way every time: math found by parsing is
 * worked step by step (mathsteps, mathjs); anything else is explained from the user's own notes.
 */
export function solveDoubtOffline(input: DoubtInput): OfflineDoubtAnswer {
  const question = (input.question ?? '').trim();
  if (!question) throw invalidInput(DOUBT_MESSAGES.questionRequired);
  if (question.length > DOUBT_MAX_CHARS) throw invalidInput(DOUBT_MESSAGES.questionTooLong);
  const problem = attempt(() => extractMath(question));
  const explained = problem && attempt(() => explainMath(problem));
  const written = explained && attempt(() => render(question, explained, input.difficulty));
  if (explained && written) return { ...written, kind: explained.kind };
  return { ...explainGeneral({ ...input, question }, problem ? UNSOLVED : undefined), kind: 'general' };
}
