import mathsteps, { type EquationStep, type StepNode } from 'mathsteps';
import { kidStep, sayStep, whyStep } from './change-types';
import { checkSolution, sameValue, type Checked } from './check';
import { quietly, type Explanation, type Step } from './explain';
import type { MathProblem } from './extract';
import { explainPolynomial } from './polynomial';
import { exprTex, m, plain, tidyTex } from './tex';

export type EquationProblem = Extract<MathProblem, { kind: 'equation' }>;

/** The number a both-sides step uses: the right side of "11 - 3" or "8 / 2" ends with it. */
function amount(step: EquationStep): StepNode | undefined {
  if (step.changeType === 'MULTIPLY_BOTH_SIDES_BY_NEGATIVE_ONE') return undefined;
  if (!/BOTH_SIDES/.test(step.changeType)) return undefined;
  return step.newEquation.rightNode.args?.[1];
}

/** mathsteps writes several roots as a matrix; people write "x = 2 or x = 3". */
function roots(step: EquationStep): { text: string; tex: string }[] {
  const right = step.newEquation.rightNode;
  const items = right.type === 'ArrayNode' ? (right.items ?? []) : [right];
  const all = items.map((item) => ({ text: plain(item.toString()), tex: tidyTex(item.toTex({ implicit: 'hide' })) }));
  return all.filter((root, i) => all.findIndex((other) => other.text === root.text) === i);
}

const rootsTex = (variable: string, values: { tex: string }[]) =>
  values.map((value) => `${variable} = ${value.tex}`).join(' \\text{ or } ');

function toStep(step: EquationStep, depth: number): Step {
  const by = amount(step);
  const tex =
    step.changeType === 'FIND_ROOTS' ? rootsTex(step.newEquation.leftNode.toString(), roots(step)) : tidyTex(step.newEquation.latex());
  return {
    say: sayStep(step.changeType, by && tidyTex(by.toTex({ implicit: 'hide' }))),
    tex,
    why: whyStep(step.changeType),
    detail: depth === 0 ? step.substeps.map((sub) => toStep(sub, 1)) : undefined,
  };
}

/** "We take away 3 from both sides. Now it says 2x = 8." for each step that moves the balance. */
function story(steps: EquationStep[]): string[] {
  const told: string[] = [];
  steps.forEach((step, i) => {
    // Only moves of the balance are told; tidying the sides in between shows as "Now it says".
    if (!/BOTH_SIDES|SWAP_SIDES|DISTRIBUTE|FACTOR|FIND_ROOTS/.test(step.changeType)) return;
    const by = amount(step);
    const kid = kidStep(step.changeType, step.changeType.includes('NEGATIVE_ONE') ? '-1' : by && plain(by.toString()));
    if (!kid) return;
    if (i > 0) told.push(`Now it says ${plain(steps[i - 1]!.newEquation.ascii())}.`);
    told.push(kid);
  });
  return told;
}

/** The outcome of mathsteps' last step, checked by substitution; null when it did not finish or is wrong. */
function outcome(p: EquationProblem, steps: EquationStep[]): (Pick<Explanation, 'result' | 'check'> & { kid: string[] }) | null {
  const last = steps[steps.length - 1]!;
  const name = p.variables.length === 1 ? m(p.variables[0]!) : 'the variables';
  const always = p.variables.length > 0;
  // mathsteps calls x/0 = 1 true for every x: both verdicts are checked on sample values first.
  const equalAtSamples = sameValue(p.left, p.right, p.variables);
  if (/^STATEMENT_IS_/.test(last.changeType) && equalAtSamples !== (last.changeType === 'STATEMENT_IS_TRUE')) return null;
  if (last.changeType === 'STATEMENT_IS_TRUE') {
    if (!always) return { result: 'The statement is true.', kid: ['Both sides are the same. So it is true!'] };
    return {
      result: `Every value of ${name} works: the two sides are always equal.`,
      kid: ['Any number works! Both sides are always the same.'],
    };
  }
  if (last.changeType === 'STATEMENT_IS_FALSE') {
    if (!always) return { result: 'The statement is false.', kid: ['The two sides are not the same. So it is false.'] };
    return { result: `No value of ${name} works: the equation has no solution.`, kid: ['No number can make both sides the same.'] };
  }
  const left = last.newEquation.leftNode;
  if (left.type !== 'SymbolNode' || !left.name) return null;
  const variable = left.name;
  const values = roots(last);
  if (values.some((value) => new RegExp(`\\b${variable}\\b`).test(value.text))) return null;
  const checks = values.map((value) => checkSolution(p.left, p.right, variable, value.text.replace(/×/g, '*')));
  if (checks.some((c) => c && !c.ok)) return null;
  const done = checks.filter((c): c is Checked => c !== null);
  const texts = values.map((value) => value.text);
  const says = texts.length > 1 ? `${variable} can be ${texts.join(' or ')}` : `the secret number ${variable} is ${texts[0]}`;
  return {
    result: values.map((value) => m(`${variable} = ${value.tex}`)).join(' or '),
    check: done.map((c) => c.line),
    kid: [`So ${says}!`, ...done.map((c) => c.story)],
  };
}

/**
 * Solves with mathsteps step by step and checks the answer; falls back to the polynomial solver
 * when mathsteps gives no steps, stops half-way (x^2 = 4) or gets it wrong.
 */
export function explainEquation(p: EquationProblem): Explanation | null {
  const steps = quietly(() => mathsteps.solveEquation(`${p.left} = ${p.right}`));
  const end = steps.length > 0 ? outcome(p, steps) : null;
  if (!end) return explainPolynomial(p);
  const unknown = p.variables.length === 1 ? `the value of $${p.variables[0]}$ that makes` : 'the values that make';
  return {
    kind: 'equation',
    intro: p.variables.length
      ? `We look for ${unknown} both sides of ${m(exprTex(p.text))} equal.`
      : `We check whether ${m(exprTex(p.text))} is true.`,
    steps: steps.map((step) => toStep(step, 0)),
    result: end.result,
    check: end.check,
    story: [
      p.variables.length === 0
        ? 'We want to know if both sides are the same.'
        : `We want to find the secret number${p.variables.length > 1 ? 's' : ''} ${p.variables.join(' and ')}.`,
      `We know that ${plain(p.text)}.`,
      'Think of a level see-saw. Whatever we do to one side, we do to the other side too.',
      ...story(steps),
      ...end.kid,
    ],
  };
}
