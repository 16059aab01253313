import {
  derivative,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  OperatorNode,
  simplify,
  type MathNode,
} from 'mathjs';
import type { Explanation, Step } from './explain';
import type { MathProblem } from './extract';
import { m, plain, tidyTex } from './tex';

type DerivativeProblem = Extract<MathProblem, { kind: 'derivative' }>;

const unwrap = (node: MathNode): MathNode => (isParenthesisNode(node) ? unwrap(node.content) : node);
const has = (node: MathNode, v: string) => node.filter((n) => isSymbolNode(n) && n.name === v).length > 0;

/** The terms of a sum, so each gets its own step ("the derivative of a sum is the sum of derivatives"). */
function terms(node: MathNode): MathNode[] {
  const n = unwrap(node);
  if (isOperatorNode(n) && (n.fn === 'add' || n.fn === 'subtract') && n.args.length === 2) {
    const right = n.fn === 'subtract' ? new OperatorNode('-', 'unaryMinus', [n.args[1]!]) : n.args[1]!;
    return [...terms(n.args[0]!), ...terms(right)];
  }
  return [n];
}

/** Which rule differentiates a term, named the way textbooks do. */
function rule(term: MathNode, v: string): string {
  const n = unwrap(term);
  if (!has(n, v)) return 'A constant does not change, so its derivative is $0$';
  if (isSymbolNode(n)) return `The derivative of $${v}$ is $1$`;
  if (isOperatorNode(n) && n.fn === 'unaryMinus') return rule(n.args[0]!, v).replace(/^./, (c) => `Keep the minus sign. ${c}`);
  if (isOperatorNode(n) && n.fn === 'pow') {
    if (has(n.args[1]!, v)) return 'Exponential rule: the variable is in the power';
    if (isSymbolNode(unwrap(n.args[0]!)))
      return `Power rule: bring the power down and lower it by one, $\\frac{d}{d${v}}${v}^n = n${v}^{n-1}$`;
    return 'Chain rule with the power rule: power rule on the outside, times the derivative of the inside';
  }
  if (isOperatorNode(n) && n.fn === 'multiply') {
    const constants = n.args.filter((a) => !has(a, v)).length;
    if (constants > 0) return 'Constant multiple rule: keep the number and differentiate the rest';
    return "Product rule: $(uv)' = u'v + uv'$";
  }
  if (isOperatorNode(n) && n.fn === 'divide') {
    if (!has(n.args[1]!, v)) return 'Constant multiple rule: dividing by a number stays';
    return "Quotient rule: $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$";
  }
  if (isFunctionNode(n)) {
    const inner = unwrap(n.args[0] ?? n);
    if (isSymbolNode(inner)) return `Use the known derivative of $${n.fn.toString()}$`;
    return 'Chain rule: derivative of the outside times the derivative of the inside';
  }
  return 'Differentiate this term';
}

/** Shows "2 * x" as "2x" the way people write it. */
function tidy(node: MathNode): MathNode {
  const copy = node.cloneDeep();
  copy.traverse((n) => {
    if (isOperatorNode(n) && n.fn === 'multiply' && n.args.length === 2 && isConstantNode(n.args[0]!) && !isConstantNode(n.args[1]!)) {
      n.implicit = true;
    }
  });
  return copy;
}

const texOf = (node: MathNode) => tidyTex(tidy(node).toTex({ implicit: 'hide' }));
const textOf = (node: MathNode) => plain(tidy(node).toString({ implicit: 'hide' }));

/** Differentiates with mathjs, one step per term of a sum and the rule each uses. */
export function explainDerivative(p: DerivativeProblem): Explanation {
  const v = p.variable;
  const d = `\\frac{d}{d${v}}`;
  const result = simplify(derivative(p.node, v));
  const parts = terms(p.node);
  const steps: Step[] = parts.map((term) => ({
    say: rule(term, v),
    tex: `${d}\\left(${texOf(term)}\\right) = ${texOf(simplify(derivative(term, v)))}`,
    why: 'these rules follow from the definition of the derivative as the rate of change.',
  }));
  if (parts.length > 1) {
    steps.push({
      say: 'Add the results: the derivative of a sum is the sum of the derivatives',
      tex: texOf(result),
      why: 'limits add, so derivatives add.',
    });
  }
  return {
    kind: 'expression',
    intro: `We find the derivative of ${m(texOf(p.node))} with respect to ${m(v)}.`,
    steps,
    result: m(`${d}\\left(${texOf(p.node)}\\right) = ${texOf(result)}`),
    story: [
      'A derivative tells how fast something changes.',
      `We ask: when ${v} grows a tiny bit, how fast does ${textOf(p.node)} grow?`,
      'We look at each part on its own. Then we add them up.',
      `The answer is ${textOf(result)}.`,
    ],
  };
}
