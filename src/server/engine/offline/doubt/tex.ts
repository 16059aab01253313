import { format, parse, type Fraction } from 'mathjs';

/**
 * Tidies LaTeX from mathjs and mathsteps for KaTeX: their `~` implicit-product spacing becomes
 * "2x", "+-" becomes "-", and binary operators get spaces so "x = 4" reads as typed.
 */
export function tidyTex(tex: string): string {
  return tex
    .replace(/~/g, ' ')
    .replace(/\+\s*-/g, '-')
    .replace(/\\cdot\s*/g, ' \\cdot ')
    .replace(/((?<!\\[a-zA-Z]*)[0-9a-zA-Z]|[})])\s*([+=-])\s*/g, '$1 $2 ')
    .replace(/(\d)\s+(?=[a-zA-Z({]|\\left)/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** LaTeX of math typed as text ("2x^2 = 8"), or the text itself when it does not parse. */
export function exprTex(text: string): string {
  try {
    return text
      .split('=')
      .map((side) => tidyTex(parse(side).toTex({ implicit: 'hide' })))
      .join(' = ');
  } catch {
    return text;
  }
}

/** Plain text of a mathsteps or mathjs ascii form for the simple answer: "5x - 4", "3 × 4". */
export function plain(ascii: string): string {
  return ascii
    .replace(/\+\s*-/g, '- ')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\s*\*\s*/g, ' × ')
    .replace(/(\d)\s+(?=[a-zA-Z(])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Inline math for the markdown answer. */
export const m = (tex: string) => `$${tex}$`;

/** The user's own words inside markdown: a `$` of theirs must not open a math span. */
export const escapeText = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\$/g, '\\$');

/** A number as people write it: at most `digits` significant digits, no exponent for everyday sizes. */
export function formatNumber(value: number, digits = 10): string {
  return format(value, { precision: digits, lowerExp: -9, upperExp: 15 });
}

/** A number for LaTeX: "1.2 \\times 10^{30}" rather than "1.2e+30". */
export const numberTex = (value: number, digits = 10) => formatNumber(value, digits).replace(/e\+?(-?\d+)$/, ' \\times 10^{$1}');

/** Whole numbers up to 40 digits are written out in full, as exact fractions know them. */
const whole = (value: Fraction) => (value.d === 1n && value.n < 10n ** 40n ? `${value.s < 0n ? '-' : ''}${value.n}` : undefined);

/** A fraction as LaTeX; as a decimal when the question was written with decimals or percentages. */
export function fractionTex(value: Fraction, decimal: boolean): string {
  const exact = whole(value);
  if (exact) return exact;
  if (decimal || value.d === 1n) return numberTex(value.valueOf());
  return `${value.s < 0n ? '-' : ''}\\frac{${value.n}}{${value.d}}`;
}

/** A fraction as plain text for the simple answer: "17/12", "36". */
export function fractionText(value: Fraction, decimal: boolean): string {
  const exact = whole(value);
  if (exact) return exact;
  if (decimal || value.d === 1n) return formatNumber(value.valueOf());
  return `${value.s < 0n ? '-' : ''}${value.n}/${value.d}`;
}
