import { isConstantNode, isOperatorNode, isSymbolNode, ParenthesisNode, parse, type MathNode } from 'mathjs';
import { formatNumber, plain, tidyTex } from './tex';

export interface Checked {
  ok: boolean;
  /** Markdown: "Check: $2 \cdot 4 + 3 = 11$ ✓". */
  line: string;
  /** The same check in the simple answer's words. */
  story: string;
}

const isNumber = (node: MathNode) =>
  isConstantNode(node) || (isOperatorNode(node) && node.fn === 'unaryMinus' && isConstantNode(node.args[0]!));

/** A side with the solution put in place of the variable, products shown ("2 · 4", never "24"). */
function substitute(side: string, variable: string, value: MathNode): MathNode {
  const node = parse(side);
  node.traverse((n) => {
    if (isOperatorNode(n)) n.implicit = false;
  });
  const put = isConstantNode(value) && Number(value.value) >= 0 ? value : new ParenthesisNode(value);
  return node.transform((n) => (isSymbolNode(n) && n.name === variable ? put : n));
}

const numberOf = (node: MathNode): number => {
  const value: unknown = node.evaluate();
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error('not a real number');
  return value;
};

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** True when both forms give the same numbers at a few points: mathsteps has known wrong rules. */
export function sameValue(a: MathNode | string, other: MathNode | string, variables: string[]): boolean {
  try {
    const [l, r] = [a, other].map((side) => (typeof side === 'string' ? parse(side) : side)) as [MathNode, MathNode];
    return [0.37, 1.91, -2.63].every((seed) => {
      const scope = Object.fromEntries(variables.map((v, i) => [v, seed + i * 0.29]));
      const [x, y]: unknown[] = [l.evaluate(scope), r.evaluate(scope)];
      return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && close(x, y);
    });
  } catch {
    return false;
  }
}

/**
 * Puts a solution back into the original equation and evaluates both sides with mathjs, so a
 * wrong step from the solver is caught instead of shown. Null when the solution is not a number.
 */
export function checkSolution(left: string, right: string, variable: string, solution: string): Checked | null {
  try {
    const value = parse(solution);
    numberOf(value);
    const l = substitute(left, variable, value);
    const r = substitute(right, variable, value);
    const [lv, rv] = [numberOf(l), numberOf(r)];
    const ok = close(lv, rv);
    const mark = ok ? '✓' : '✗';
    const [lt, rt] = [tidyTex(l.toTex()), tidyTex(r.toTex())];
    const short = isNumber(parse(right));
    const line = short
      ? `Check: $${lt} = ${rt}$ ${mark}`
      : `Check: $${lt} = ${formatNumber(lv)}$ and $${rt} = ${formatNumber(rv)}$ ${mark}`;
    const told = `Let's check: put ${plain(value.toString())} in place of ${variable}. ${plain(l.toString())} makes ${formatNumber(lv)}.`;
    const story = ok ? `${told} The other side is ${formatNumber(rv)} too. It works!` : told;
    return { ok, line, story };
  } catch {
    return null;
  }
}
