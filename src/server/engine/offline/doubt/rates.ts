import { divide, multiply, Unit } from 'mathjs';
import type { Explanation, Step } from './explain';
import { dimensionOf, quantitiesIn, unitTex, type Dimension, type Quantity } from './quantities';
import { formatNumber, m } from './tex';

// Rate word problems ("A train travels 120 km in 1.5 hours. What is its average speed?"): the
// quantity asked for is read from the question's words, the given ones from their units, and a
// formula applies only when the units of the given quantities are the kinds it needs. mathjs
// carries the units through the arithmetic, so the answer's unit is worked out, then checked.

interface Formula {
  target: Dimension;
  op: 'multiply' | 'divide';
  inputs: [Dimension, Dimension];
  why: string;
}

/** Symbol and name of each kind of quantity, for the steps: v, "speed". */
const NAMES: Record<Dimension, [symbol: string, name: string]> = {
  length: ['d', 'distance'],
  time: ['t', 'time'],
  mass: ['m', 'mass'],
  volume: ['V', 'volume'],
  area: ['A', 'area'],
  speed: ['v', 'speed'],
  density: ['\\rho', 'density'],
  force: ['F', 'force'],
  pressure: ['p', 'pressure'],
  energy: ['W', 'work'],
  power: ['P', 'power'],
};

const f = (target: Dimension, op: Formula['op'], inputs: [Dimension, Dimension], why: string): Formula => ({ target, op, inputs, why });

const FORMULAS: Formula[] = [
  f('speed', 'divide', ['length', 'time'], 'average speed is the distance covered in each unit of time.'),
  f('length', 'multiply', ['speed', 'time'], 'at a steady speed, each unit of time adds the same distance.'),
  f('time', 'divide', ['length', 'speed'], 'the time is how many times the distance per unit of time fits into the whole distance.'),
  f('density', 'divide', ['mass', 'volume'], 'density is the mass of each unit of volume.'),
  f('mass', 'multiply', ['density', 'volume'], 'each unit of volume has the same mass, the density.'),
  f('volume', 'divide', ['mass', 'density'], 'the volume is how many units of volume the mass fills.'),
  f('pressure', 'divide', ['force', 'area'], 'pressure is the force on each unit of area.'),
  f('force', 'multiply', ['pressure', 'area'], 'each unit of area carries the same force, the pressure.'),
  f('area', 'divide', ['force', 'pressure'], 'the area is how many units of area share the force.'),
  f('energy', 'multiply', ['force', 'length'], 'work is the force times the distance moved along it.'),
  f('energy', 'multiply', ['power', 'time'], 'power is energy per unit of time, so energy is power times time.'),
  f('power', 'divide', ['energy', 'time'], 'power is the work done in each unit of time.'),
  f('time', 'divide', ['energy', 'power'], 'the time is the energy divided by the energy used in each unit of time.'),
];

/** The quantity asked for, from the words of the question (its last sentence holds the question). */
const ASKED: [RegExp, Dimension][] = [
  [/\b(?:speed|velocity|how fast)\b/i, 'speed'],
  [/\bdensity\b/i, 'density'],
  [/\bpressure\b/i, 'pressure'],
  [/\bpower\b/i, 'power'],
  [/\b(?:work done|work|energy)\b/i, 'energy'],
  [/\bforce\b/i, 'force'],
  [/\b(?:distance|how far)\b/i, 'length'],
  [/\b(?:how long|time|how many (?:hours|minutes|seconds))\b/i, 'time'],
  [/\b(?:mass|how heavy)\b/i, 'mass'],
  [/\bvolume\b/i, 'volume'],
  [/\barea\b/i, 'area'],
];

function askedFor(question: string): Dimension | undefined {
  const parts = question.split(/(?<=[.!?])\s+/);
  const asking = parts.filter((p) => /\?|^\s*(?:what|how|find|calculate|work out)\b/i.test(p)).at(-1) ?? question;
  return ASKED.find(([pattern]) => pattern.test(asking))?.[1];
}

/** The answer's unit: built from the given ones (km and h give km/h), else the SI unit of its kind. */
function preferredUnits(target: Dimension, given: Quantity[]): string | undefined {
  const of = (d: Dimension) => given.find((q) => q.dimension === d)?.units;
  const [num, den] = (of('speed') ?? of('density') ?? '').split('/');
  switch (target) {
    case 'speed':
      return of('length') && of('time') ? `${of('length')}/${of('time')}` : undefined;
    case 'density':
      return of('mass') && of('volume') ? `${of('mass')}/${of('volume')}` : undefined;
    case 'length':
    case 'mass':
      return num;
    case 'time':
    case 'volume':
      return den ?? (target === 'time' ? 's' : undefined);
    case 'pressure':
      return 'Pa';
    case 'force':
      return 'N';
    case 'area':
      return 'm^2';
    case 'energy':
      return of('power') === 'kW' && of('time') === 'h' ? 'kWh' : 'J';
    case 'power':
      return 'W';
  }
}

const amount = (q: { value: number; units: string }) => `${formatNumber(q.value, 6)}\\ ${unitTex(q.units)}`;

/** A rate word problem worked with units and checked, or null when it is not one this rule set knows. */
export function explainRate(question: string): Explanation | null {
  const target = askedFor(question);
  if (!target) return null;
  const given = quantitiesIn(question);
  for (const formula of FORMULAS.filter((x) => x.target === target)) {
    const inputs = formula.inputs.map((d) => given.filter((q) => q.dimension === d));
    // Each quantity the formula needs, given exactly once: otherwise which one to use is a guess.
    if (inputs.some((list) => list.length !== 1)) continue;
    const [a, b] = inputs.map((list) => list[0]!) as [Quantity, Quantity];
    let result = (formula.op === 'divide' ? divide(a.unit, b.unit) : multiply(a.unit, b.unit)) as Unit;
    const wanted = preferredUnits(target, given);
    if (wanted) {
      try {
        result = result.to(wanted);
      } catch {
        // mathjs's own unit for the result stands.
      }
    }
    // The unit check: what came out must be the kind of quantity asked for.
    if (!(result instanceof Unit) || dimensionOf(result) !== target) continue;
    const units = result.formatUnits().replace(/\s+/g, '');
    const value = result.toNumber(units);
    if (!Number.isFinite(value)) return null;
    return written(formula, a, b, { value, units }, target);
  }
  return null;
}

function written(formula: Formula, a: Quantity, b: Quantity, answer: { value: number; units: string }, target: Dimension): Explanation {
  const [ts, tn] = NAMES[target];
  const [as, an] = NAMES[a.dimension];
  const [bs, bn] = NAMES[b.dimension];
  const sign = formula.op === 'divide' ? (x: string, y: string) => `\\frac{${x}}{${y}}` : (x: string, y: string) => `${x} \\times ${y}`;
  const exact = Math.abs(Number(formatNumber(answer.value, 4)) - answer.value) <= 1e-9 * Math.abs(answer.value);
  const result = `${ts} ${exact ? '=' : '\\approx'} ${formatNumber(answer.value, 4)}\\ ${unitTex(answer.units)}`;
  const steps: Step[] = [
    {
      say: 'Write down what is given',
      tex: `${as} = ${amount(a)},\\quad ${bs} = ${amount(b)}`,
      why: `${a.units} measures a ${an} and ${b.units} a ${bn}: the units tell which number is which.`,
    },
    { say: `Use the formula for ${tn}`, tex: `${ts} = ${sign(as, bs)}`, why: formula.why },
    { say: 'Put the values in', tex: `${ts} = ${sign(amount(a), amount(b))}` },
    {
      say: `Work out the number and the unit together`,
      tex: result,
      detail: [{ say: `Check the unit: ${answer.units} is a unit of ${tn}, as it should be` }],
      why: 'the units are multiplied or divided like the numbers, so a wrong formula would give a wrong kind of unit.',
    },
  ];
  const op = formula.op === 'divide' ? 'divide' : 'multiply';
  return {
    kind: 'units',
    intro: `We find the ${tn} from the ${an} and the ${bn}, keeping the units all the way.`,
    steps,
    result: m(result),
    story: [
      `We know the ${an}: ${formatNumber(a.value, 6)} ${a.units}. We know the ${bn}: ${formatNumber(b.value, 6)} ${b.units}.`,
      `To get the ${tn}, we ${op} ${formula.op === 'divide' ? 'the first by the second' : 'them'}.`,
      `So the ${tn} is ${exact ? '' : 'about '}${formatNumber(answer.value, 4)} ${answer.units}.`,
    ],
  };
}
