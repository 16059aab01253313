import mathsteps, { type ExpressionStep } from 'mathsteps';
import { isConstantNode, isOperatorNode, isParenthesisNode, simplify, type MathNode } from 'mathjs';
import { kidStep, sayStep, whyStep } from './change-types';
import { sameValue } from './check';
import { quietly, type Explanation, type Step } from './explain';
import type { MathProblem } from './extract';
import { m, plain, tidyTex } from './tex';

type ExpressionProblem = Extract<MathProblem, { kind: 'expression' }>;

/** Powers of brackets expand into many terms, and mathsteps takes seconds on (2x+3)^5: keep them small. */
function expensive(node: MathNode): boolean {
  let cost = 0;
  node.traverse((n) => {
    if (!isOperatorNode(n) || n.fn !== 'pow') return;
    const [base, exponent] = n.args as [MathNode, MathNode];
    const compound = isParenthesisNode(base) || isOperatorNode(base);
    if (compound) cost += isConstantNode(exponent) ? Math.abs(Number(exponent.value)) : 10;
  });
  return cost > 4;
}

const texOf = (node: { toTex(options?: { implicit?: 'hide' | 'show' }): string }) => tidyTex(node.toTex({ implicit: 'hide' }));

function toStep(step: ExpressionStep, depth: number): Step {
  return {
    say: sayStep(step.changeType),
    tex: texOf(step.newNode),
    why: whyStep(step.changeType),
    detail: depth === 0 ? step.substeps.map((sub) => toStep(sub, 1)) : undefined,
  };
}

/** Simplifies with mathsteps step by step; mathjs `simplify` when mathsteps cannot or gets it wrong. */
export function explainExpression(p: ExpressionProblem): Explanation {
  const steps = expensive(p.node) ? [] : quietly(() => mathsteps.simplifyExpression(p.text));
  const last = steps[steps.length - 1];
  const finished = last && sameValue(p.node, last.newNode.toString(), p.variables) ? last : undefined;
  const start = texOf(p.node);
  const intro = `We simplify ${m(start)} one step at a time.`;
  if (finished) {
    const answer = plain(finished.newNode.toString());
    const kid = [...new Set(steps.map((step) => kidStep(step.changeType) ?? 'We tidy it up.'))];
    return {
      kind: 'expression',
      intro,
      steps: steps.map((step) => toStep(step, 0)),
      result: m(texOf(finished.newNode)),
      story: [`We want to make ${plain(p.node.toString())} shorter.`, ...kid, `So the answer is ${answer}.`],
    };
  }
  const large = expensive(p.node);
  const simpler = large ? p.node : simplify(p.node);
  const changed = simpler.toString() !== p.node.toString() && sameValue(p.node, simpler, p.variables);
  const result = changed ? simpler : p.node;
  return {
    kind: 'expression',
    intro,
    steps: changed
      ? [{ say: 'Combine like terms and tidy up', tex: texOf(simpler), why: whyStep('SIMPLIFY') }]
      : large
        ? [{ say: 'Multiplying out these powers would give a very long expression, so keep this factored form', tex: start }]
        : [{ say: 'No like terms can be combined, so it stays as it is', tex: start }],
    result: m(texOf(result)),
    story: [
      `We want to make ${plain(p.node.toString())} shorter.`,
      changed ? 'We put alike things together.' : 'It is already as short as it can be.',
      `So the answer is ${plain(result.toString({ implicit: 'hide' }))}.`,
    ],
  };
}
