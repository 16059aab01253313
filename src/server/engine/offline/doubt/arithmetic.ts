import {
  ConstantNode,
  fraction,
  FunctionNode,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  OperatorNode,
  type Fraction,
  type MathNode,
  type OperatorNodeFn,
  type OperatorNodeOp,
} from 'mathjs';
import type { Explanation, Step } from './explain';
import type { MathProblem } from './extract';
import { formatNumber, fractionTex, fractionText, m, numberTex, tidyTex } from './tex';

type ArithmeticProblem = Extract<MathProblem, { kind: 'arithmetic' }>;
type Value = Fraction | number;
type Operation = OperatorNode<OperatorNodeOp, OperatorNodeFn> | FunctionNode;

const isFraction = (v: unknown): v is Fraction => typeof v === 'object' && v !== null && 'd' in v;
const unwrap = (n: MathNode): MathNode => (isParenthesisNode(n) ? unwrap(n.content) : n);
/**
 * Numbers as typed become exact fractions, so 0.1 + 0.2 is 0.3 and 3/4 + 2/3 is 17/12; numbers past
 * 2^53 were already rounded by the parser and pi is irrational, so those stay floats.
 */
const valueOf = (n: MathNode): Value => {
  const v = (unwrap(n) as ConstantNode<Fraction | number>).value;
  if (isFraction(v)) return v;
  const typed = Math.abs(v) <= Number.MAX_SAFE_INTEGER && (Number.isInteger(v) || String(v).length < 12);
  return typed ? fraction(v) : v;
};

const VERB: Record<string, string> = {
  add: 'Add',
  subtract: 'Subtract',
  multiply: 'Multiply',
  divide: 'Divide',
  pow: 'Work out the power',
};

function why(fn: string, inBrackets: boolean): string {
  if (inBrackets) return 'brackets are worked out first.';
  if (fn === 'pow') return 'powers come before multiplication, division, addition and subtraction.';
  if (fn === 'multiply' || fn === 'divide') return 'multiplication and division come before addition and subtraction, left to right.';
  if (fn === 'add' || fn === 'subtract') return 'addition and subtraction come last, left to right.';
  return 'a function is worked out on its input before the rest.';
}

const EXACT: Record<string, (a: Fraction, b: Fraction) => Fraction | null> = {
  add: (a, b) => a.add(b),
  subtract: (a, b) => a.sub(b),
  multiply: (a, b) => a.mul(b),
  divide: (a, b) => a.div(b),
  // Whole powers stay exact up to about 40 digits; 99^99^99 would build a number with millions of them.
  pow: (a, b) => (b.d === 1n && Math.abs(b.valueOf()) * Math.log10(Number(a.n > a.d ? a.n : a.d) || 1) <= 40 ? a.pow(b) : null),
};

/** One operation on exact fractions when possible, on floats otherwise (roots, functions, pi). */
function compute(n: Operation, args: Value[]): Value {
  const [a, b] = args;
  if (isOperatorNode(n) && n.fn === 'divide' && b !== undefined && Number(b.valueOf()) === 0) {
    throw new RangeError('You cannot divide by $0$, so the answer is undefined.');
  }
  if (isOperatorNode(n) && a && isFraction(a) && (b === undefined || isFraction(b))) {
    if (n.fn === 'unaryMinus') return a.neg();
    if (n.fn === 'unaryPlus') return a;
    const exact = b && EXACT[n.fn]?.(a, b);
    if (exact) return exact;
  }
  const numbers = args.map((v) => new ConstantNode(Number(v.valueOf())));
  const plainNode = isOperatorNode(n) ? new OperatorNode(n.op, n.fn, numbers) : new FunctionNode(n.fn, numbers);
  const result: unknown = plainNode.evaluate();
  if (typeof result === 'number' && Math.abs(result) === Infinity) throw new RangeError('The answer is too large to work out.');
  if (typeof result !== 'number' || !Number.isFinite(result)) throw new RangeError('There is no real-number answer.');
  return result;
}

/** The leftmost operation whose inputs are plain numbers: by the tree's shape, the one precedence picks. */
function nextOperation(node: MathNode): { n: Operation; inBrackets: boolean } | undefined {
  let found: { n: Operation; inBrackets: boolean } | undefined;
  node.traverse((n, _path, parent) => {
    if (!found && (isOperatorNode(n) || isFunctionNode(n)) && n.args.every((a) => isConstantNode(unwrap(a)))) {
      found = { n, inBrackets: parent !== null && isParenthesisNode(parent) };
    }
  });
  return found;
}

/** Works an arithmetic expression out in order of precedence, one operation per step. */
export function explainArithmetic(p: ArithmeticProblem): Explanation {
  const decimal = /[.%]|pi|sqrt|cbrt|sin|cos|tan|log|exp/.test(p.text);
  const show = (v: Value) => (isFraction(v) ? fractionTex(v, decimal) : numberTex(v));
  const say = (v: Value) => (isFraction(v) ? fractionText(v, decimal) : formatNumber(v));
  const handler = (text: (v: Value) => string) => (n: MathNode) => (isConstantNode(n) ? text(valueOf(n)) : undefined);
  const tex = (n: MathNode) => tidyTex(n.toTex({ handler: handler(show) }));
  const words = (n: MathNode) => n.toString({ handler: handler(say) }).replace(/\s*\*\s*/g, ' × ');
  const intro =
    `We work out ${m(tex(p.node))} in the order of operations: ` +
    'brackets, powers, multiplication and division, then addition and subtraction.';
  let node = p.node.transform((n) => (isSymbolNode(n) && n.name === 'pi' ? new ConstantNode(Math.PI) : n));
  const steps: Step[] = [];
  const story: string[] = [];
  try {
    for (let next = nextOperation(node); next; next = nextOperation(node)) {
      const { n, inBrackets } = next;
      const args = n.args.map(valueOf);
      const value = compute(n, args);
      const done = new ConstantNode<Fraction | number>(value);
      node = node.transform((x) => (x === n ? done : x));
      node = node.transform((x) =>
        isParenthesisNode(x) && isConstantNode(x.content) && Number(valueOf(x).valueOf()) >= 0 ? x.content : x,
      );
      // A sign, or a fraction already in lowest terms, is not worth a step of its own.
      if (isOperatorNode(n) && (!(n.fn in VERB) || (n.fn === 'divide' && !decimal && show(value) === tex(n)))) continue;
      const percent = isOperatorNode(n) && n.fn === 'divide' && p.text.includes('%') && Number(args[1]) === 100;
      const [a, b] = args;
      const common = isOperatorNode(n) && /add|subtract/.test(n.fn) && isFraction(a) && isFraction(b) && !decimal && a.d !== b.d;
      const lcd = common ? (a.d * b.d) / gcd(a.d, b.d) : 0n;
      const top = (x: Value) => (x as Fraction).mul(lcd).n * (x as Fraction).s;
      const over = (x: Value) => `\\frac{${top(x)}}{${lcd}}`;
      steps.push({
        say: percent
          ? 'Turn the percentage into a number: per cent means out of 100'
          : isFunctionNode(n)
            ? `Work out ${n.fn.toString()}`
            : VERB[n.fn]!,
        tex: `${tex(n)} = ${show(value)}`,
        why: why(n.fn.toString(), inBrackets),
        detail: [
          ...(common
            ? [{ say: `Use the common denominator ${m(String(lcd))}`, tex: `${over(a)} ${n.fn === 'add' ? '+' : '-'} ${over(b)}` }]
            : []),
          ...(isConstantNode(node) ? [] : [{ say: 'Now we have', tex: tex(node) }]),
        ],
      });
      const cut = common ? ` We cut the pieces to the same size: ${top(a)}/${lcd} and ${top(b)}/${lcd}.` : '';
      if (story.length < 6) story.push(`${story.length === 0 ? 'First' : 'Next'} we do ${words(n)}.${cut} That makes ${say(value)}.`);
    }
  } catch (error) {
    // Dividing by zero or a root of a negative number: say so instead of failing.
    if (!(error instanceof RangeError)) throw error;
    const kid = error.message.includes('divide') ? 'We cannot share things into zero groups. So there is no answer.' : error.message;
    return { kind: 'arithmetic', intro, steps, result: error.message, story: [...story, kid] };
  }
  const final = valueOf(node);
  const approx = isFraction(final) && !decimal && final.d !== 1n ? ` (about ${m(formatNumber(final.valueOf(), 6))})` : '';
  return { kind: 'arithmetic', intro, steps, result: `${m(show(final))}${approx}`, story: [...story, `So the answer is ${say(final)}.`] };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}
