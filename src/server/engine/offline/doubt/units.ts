import { evaluate, isOperatorNode, Unit, type OperatorNode, type OperatorNodeFn, type OperatorNodeOp } from 'mathjs';
import type { Explanation, Step } from './explain';
import type { MathProblem } from './extract';
import { formatNumber, m } from './tex';

type UnitsProblem = Extract<MathProblem, { kind: 'units' }>;

const unitTex = (units: string) => `\\mathrm{${units.replace(/\s+/g, '')}}`;
/** Four significant digits, and "=" only when that is exact. */
const rounded = (value: number) => {
  const text = formatNumber(value, 4);
  return { text, exact: Math.abs(Number(text) - value) <= 1e-9 * Math.abs(value) };
};

/** The converted value, or the target unit's name when it measures something else (km to kg). */
function convert(node: OperatorNode<OperatorNodeOp, OperatorNodeFn>): Unit | string {
  try {
    const to: unknown = node.evaluate();
    if (to instanceof Unit) return to;
  } catch {
    // mathjs throws "Units do not match" for different dimensions.
  }
  return node.args[1]!.toString();
}

function mismatch(fromUnits: string, toUnits: string): Explanation {
  const say = `${fromUnits} and ${toUnits} measure different kinds of quantity, so one cannot be converted into the other`;
  return {
    kind: 'units',
    intro: `We try to convert ${m(unitTex(fromUnits))} to ${m(unitTex(toUnits))}.`,
    steps: [{ say, why: 'only units of the same kind (length to length, mass to mass) differ by a fixed factor.' }],
    result: `${say}.`,
    story: [
      `${fromUnits} and ${toUnits} measure different things.`,
      'It is like asking how many apples are in a minute.',
      'So there is no answer.',
    ],
  };
}

/** Converts with mathjs units: the factor for one unit, then the multiplication. */
export function explainUnits(p: UnitsProblem): Explanation | null {
  if (!isOperatorNode(p.node)) return null;
  const from: unknown = p.node.args[0]!.evaluate();
  if (!(from instanceof Unit)) return null;
  const to = convert(p.node);
  if (typeof to === 'string') return mismatch(from.formatUnits(), to);
  const [fromUnits, toUnits] = [from.formatUnits(), to.formatUnits()];
  const amount = from.toNumber(fromUnits);
  const value = to.toNumber(toUnits);
  const result = rounded(value);
  const relation = result.exact ? '=' : '\\approx';
  const answer = `${formatNumber(amount)}\\ ${unitTex(fromUnits)} ${relation} ${result.text}\\ ${unitTex(toUnits)}`;
  const about = result.exact ? '' : 'about ';
  // Temperatures start from different zeros, so no single factor converts them.
  const offset = (evaluate(`0 ${fromUnits} to ${toUnits}`) as Unit).toNumber(toUnits) !== 0;
  const one = rounded((evaluate(`1 ${fromUnits} to ${toUnits}`) as Unit).toNumber(toUnits));
  const steps: Step[] = [];
  if (offset) {
    steps.push({ say: 'These scales start from different zeros, so use the conversion formula, not a single factor', tex: answer });
  } else {
    steps.push({
      say: `Find how many ${toUnits} make one ${fromUnits}`,
      tex: `1\\ ${unitTex(fromUnits)} ${one.exact ? '=' : '\\approx'} ${one.text}\\ ${unitTex(toUnits)}`,
      why: 'a unit conversion multiplies by a fixed factor, the size of one unit in the other.',
    });
    steps.push({
      say: `Multiply by the number of ${fromUnits}`,
      tex: `${formatNumber(amount)} \\times ${one.text} ${relation} ${result.text}`,
      why: `${formatNumber(amount)} ${fromUnits} is ${formatNumber(amount)} lots of one ${fromUnits}.`,
    });
  }
  return {
    kind: 'units',
    intro: `We convert ${m(`${formatNumber(amount)}\\ ${unitTex(fromUnits)}`)} to ${toUnits}.`,
    steps,
    result: m(answer),
    story: [
      `We want to know how much ${formatNumber(amount)} ${fromUnits} is in ${toUnits}.`,
      offset
        ? 'These scales start counting at different places. So we use a special rule.'
        : `One ${fromUnits} is ${one.exact ? '' : 'about '}${one.text} ${toUnits}.`,
      offset ? '' : `We have ${formatNumber(amount)} of them. So we take ${formatNumber(amount)} lots of that.`,
      `That is ${about}${result.text} ${toUnits}.`,
    ].filter(Boolean),
  };
}
