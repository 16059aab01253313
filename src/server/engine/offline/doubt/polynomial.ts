import { fraction, rationalize, type Fraction } from 'mathjs';
import { checkSolution } from './check';
import type { Explanation, Step } from './explain';
import type { MathProblem } from './extract';
import { exprTex, formatNumber, fractionTex, fractionText, m, tidyTex } from './tex';

type EquationProblem = Extract<MathProblem, { kind: 'equation' }>;

/** Coefficients of left - right as a polynomial in its one variable, lowest power first. */
function coefficients(p: EquationProblem): Fraction[] | null {
  try {
    const found = rationalize(`(${p.left}) - (${p.right})`, {}, true);
    if (found.variables.length !== 1) return null;
    const list = found.coefficients.map((c) => (typeof c === 'number' ? fraction(c) : null));
    return list.every((c): c is Fraction => c !== null) ? list : null;
  } catch {
    return null;
  }
}

function polynomialTex(list: Fraction[], v: string): string {
  const terms = list
    .map((c, power) => ({ c, power }))
    .filter(({ c }) => c.n !== 0n)
    .reverse()
    .map(({ c, power }) => {
      const variable = power === 0 ? '' : power === 1 ? v : `${v}^{${power}}`;
      const coefficient = fractionTex(c, false);
      if (!variable) return coefficient;
      return coefficient === '1' ? variable : coefficient === '-1' ? `-${variable}` : `${coefficient}${variable}`;
    });
  return tidyTex(terms.join(' + ') || '0');
}

/** √q when q is the square of a fraction, else null. */
function exactRoot(q: Fraction): Fraction | null {
  const root = (x: bigint) => {
    const r = BigInt(Math.round(Math.sqrt(Number(x))));
    return r * r === x ? r : null;
  };
  const [n, d] = [root(q.n), root(q.d)];
  return n !== null && d !== null ? fraction(`${n}/${d}`) : null;
}

interface Root {
  text: string;
  tex: string;
  /** What is substituted back in for the check: exact, or full precision. */
  value: string;
  exact: boolean;
}

const exactRootOf = (r: Fraction): Root => {
  const text = fractionText(r, false);
  return { text, tex: fractionTex(r, false), value: text, exact: true };
};
const approxRoot = (r: number): Root => ({
  text: `about ${formatNumber(r, 4)}`,
  tex: `\\approx ${formatNumber(r, 4)}`,
  value: String(r),
  exact: false,
});
const t = (x: Fraction) => fractionTex(x, false);

/** Steps and roots of ax² + bx + c = 0 by the discriminant; exact when √D is rational. */
function quadratic([c, b, a]: [Fraction, Fraction, Fraction], v: string): { steps: Step[]; roots: Root[] } {
  const disc = b.mul(b).sub(a.mul(c).mul(4));
  const twoA = a.mul(2);
  const steps: Step[] = [
    { say: 'It is a quadratic equation $ax^2 + bx + c = 0$ with', tex: `a = ${t(a)},\\ b = ${t(b)},\\ c = ${t(c)}` },
    {
      say: 'Work out the discriminant',
      tex: `D = b^2 - 4ac = ${t(disc)}`,
      why: 'its sign tells how many real solutions there are: two if positive, one if zero, none if negative.',
    },
  ];
  if (disc.s < 0n && disc.n !== 0n) return { steps, roots: [] };
  steps.push({
    say: 'Use the quadratic formula',
    tex: `${v} = \\frac{-b \\pm \\sqrt{D}}{2a} = \\frac{${t(b.neg())} \\pm \\sqrt{${t(disc)}}}{${t(twoA)}}`,
    why: 'the formula comes from completing the square, so it works for every quadratic.',
  });
  const root = exactRoot(disc);
  if (!root) {
    const approx = (sign: number) => approxRoot((-b.valueOf() + sign * Math.sqrt(disc.valueOf())) / twoA.valueOf());
    return { steps, roots: [approx(1), approx(-1)] };
  }
  const roots = [b.neg().add(root), b.neg().sub(root)].map((r) => exactRootOf(r.div(twoA)));
  return { steps, roots: roots[0]!.text === roots[1]!.text ? [roots[0]!] : roots };
}

/** The quadratic formula (or one division for a linear equation) when mathsteps cannot finish. */
export function explainPolynomial(p: EquationProblem): Explanation | null {
  const list = coefficients(p);
  const v = p.variables[0];
  if (!list || !v || list.length < 2 || list.length > 3 || list[list.length - 1]!.n === 0n) return null;
  const steps: Step[] = [
    {
      say: 'Bring everything to one side',
      tex: `${polynomialTex(list, v)} = 0`,
      why: 'subtracting the same thing from both sides keeps the equation balanced.',
    },
  ];
  let roots: Root[];
  if (list.length === 3) {
    const solved = quadratic(list as [Fraction, Fraction, Fraction], v);
    steps.push(...solved.steps);
    roots = solved.roots;
  } else {
    const r = list[0]!.neg().div(list[1]!);
    steps.push({ say: 'Move the number across and divide by the coefficient', tex: `${v} = ${t(r)}` });
    roots = [exactRootOf(r)];
  }
  // A root of the numerator can make a denominator zero (1/x-type equations): only checked roots stay.
  const kept = roots.map((r) => ({ r, c: checkSolution(p.left, p.right, v, r.value) })).filter(({ c }) => c?.ok);
  const shown = kept.flatMap(({ r, c }) => (r.exact && c ? [c] : []));
  return {
    kind: 'equation',
    intro: `We look for the value of ${m(v)} that makes both sides of ${m(exprTex(p.text))} equal.`,
    steps,
    result: kept.length
      ? kept.map(({ r }) => m(r.exact ? `${v} = ${r.tex}` : `${v} ${r.tex}`)).join(' or ')
      : `There is no real value of ${m(v)} that solves it.`,
    check: shown.map((c) => c.line),
    story: [
      `We want to find the secret number ${v}.`,
      list.length === 3
        ? `This puzzle has ${v} times ${v} in it. There is a special recipe for puzzles like this.`
        : 'We move all the numbers to one side. Then we share them out.',
      kept.length ? `The answer: ${v} is ${kept.map(({ r }) => r.text).join(' or ')}.` : 'No normal number works here.',
      ...shown.map((c) => c.story),
    ],
  };
}
