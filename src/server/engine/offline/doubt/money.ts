import type { Explanation } from './explain';
import { formatNumber, m } from './tex';

// Simple interest and percentages, the other rate problems of school homework. Each rule reads
// its numbers by what marks them (a currency, "%", "years") and declines when one is missing or
// appears twice, so a problem it does not fit falls back to the general answer, never a guess.

const NUMBER = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const num = (text: string) => Number(text.replace(/,/g, ''));
const n = (value: number) => formatNumber(value, 6);

/** "Rs 5000", "₹5,000", "$200", "5000 rupees", "a principal of 5000": the sum lent or invested. */
function principalIn(text: string): number | undefined {
  const found = [
    ...text.matchAll(new RegExp(String.raw`(?:₹|rs\.?|inr|\$|usd|£|€)\s*${NUMBER}`, 'gi')),
    ...text.matchAll(new RegExp(String.raw`${NUMBER}\s*(?:rupees|dollars|pounds|euros)\b`, 'gi')),
    ...text.matchAll(new RegExp(String.raw`\b(?:principal|sum|amount|deposit|loan)\s+of\s+${NUMBER}`, 'gi')),
  ].map((match) => num(match[1]!));
  const distinct = [...new Set(found)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

function simpleInterest(question: string): Explanation | null {
  if (!/\binterest\b/i.test(question) || /\bcompound/i.test(question)) return null;
  const principal = principalIn(question);
  const rates = [...question.matchAll(new RegExp(String.raw`${NUMBER}\s*(?:%|percent\b)`, 'gi'))].map((x) => num(x[1]!));
  const periods = [...question.matchAll(new RegExp(String.raw`${NUMBER}\s*(years?|months?)\b`, 'gi'))];
  if (principal === undefined || rates.length !== 1 || periods.length !== 1) return null;
  const rate = rates[0]!;
  const [, count, period] = periods[0]!;
  const years = /^month/i.test(period!) ? num(count!) / 12 : num(count!);
  const interest = (principal * rate * years) / 100;
  const total = principal + interest;
  const wantsAmount = /\b(?:amount|total|altogether|in all|maturity)\b/i.test(question.split(/(?<=[.!?])\s+/).at(-1) ?? question);
  const steps = [
    {
      say: 'Write down what is given',
      tex: `P = ${n(principal)},\\quad R = ${n(rate)}\\%\\ \\text{a year},\\quad T = ${n(years)}\\ \\text{years}`,
    },
    {
      say: 'Use the simple interest formula',
      tex: `I = \\frac{P \\times R \\times T}{100}`,
      why: 'simple interest is the same share of the principal every year, R out of every 100.',
    },
    { say: 'Put the values in', tex: `I = \\frac{${n(principal)} \\times ${n(rate)} \\times ${n(years)}}{100} = ${n(interest)}` },
    ...(wantsAmount
      ? [{ say: 'Add the interest to the principal for the amount', tex: `A = P + I = ${n(principal)} + ${n(interest)} = ${n(total)}` }]
      : []),
  ];
  return {
    kind: 'arithmetic',
    intro: 'This is simple interest: the interest is worked out on the principal alone, every year the same.',
    steps,
    result: wantsAmount ? `${m(`A = ${n(total)}`)} (interest ${m(n(interest))})` : m(`I = ${n(interest)}`),
    story: [
      `We put in ${n(principal)}.`,
      `Each year it earns ${n(rate)} for every 100, for ${n(years)} years.`,
      `That is ${n(interest)} of interest${wantsAmount ? `, so we have ${n(total)} in the end` : ''}.`,
    ],
  };
}

function percentOf(part: number, whole: number, change: boolean): Explanation | null {
  if (whole === 0) return null;
  const percent = ((change ? part - whole : part) / whole) * 100;
  const rise = change ? (percent >= 0 ? 'increase' : 'decrease') : '';
  const diff = Math.abs(part - whole);
  return {
    kind: 'arithmetic',
    intro: change
      ? `A percentage ${rise} compares the change with the starting value, out of 100.`
      : 'A percentage says how many out of every 100: divide the part by the whole, then multiply by 100.',
    steps: [
      ...(change ? [{ say: `Find the change`, tex: `${n(part)} - ${n(whole)} = ${n(part - whole)}` }] : []),
      {
        say: change ? 'Divide the change by the starting value' : 'Divide the part by the whole',
        tex: `\\frac{${n(change ? part - whole : part)}}{${n(whole)}} = ${n((change ? part - whole : part) / whole)}`,
      },
      { say: 'Multiply by 100 for the percentage', tex: `${n((change ? part - whole : part) / whole)} \\times 100 = ${n(percent)}\\%` },
    ],
    result: m(`${n(Math.abs(percent))}\\%${rise ? `\\ \\text{${rise}}` : ''}`),
    story: change
      ? [
          `It went from ${n(whole)} to ${n(part)}.`,
          `That is ${n(diff)} ${percent >= 0 ? 'more' : 'less'}.`,
          `Out of every 100 it was, that is ${n(Math.abs(percent))}.`,
        ]
      : [`We have ${n(part)} out of ${n(whole)}.`, `Out of every 100, that is ${n(percent)}.`],
  };
}

/** "What percent of 80 is 20?", "20 is what percentage of 80?", "45 out of 60 as a percentage", "from 50 to 65: percentage increase?" */
function percentage(question: string): Explanation | null {
  if (!/\bper\s?cent(?:age)?\b|%/i.test(question)) return null;
  const ofFirst = new RegExp(String.raw`what\s+per\s?cent(?:age)?\s+of\s+${NUMBER}\s+is\s+${NUMBER}`, 'i').exec(question);
  if (ofFirst) return percentOf(num(ofFirst[2]!), num(ofFirst[1]!), false);
  const partFirst =
    new RegExp(String.raw`${NUMBER}\s+is\s+what\s+per\s?cent(?:age)?\s+of\s+${NUMBER}`, 'i').exec(question) ??
    new RegExp(String.raw`${NUMBER}\s+(?:marks\s+|points\s+)?out\s+of\s+${NUMBER}`, 'i').exec(question);
  if (partFirst) return percentOf(num(partFirst[1]!), num(partFirst[2]!), false);
  const change = new RegExp(String.raw`from\s+\D{0,3}${NUMBER}\s+to\s+\D{0,3}${NUMBER}`, 'i').exec(question);
  if (change && /\b(?:increase|decrease|rise|fall|drop|change|grow|grew|went up|went down)/i.test(question)) {
    return percentOf(num(change[2]!), num(change[1]!), true);
  }
  return null;
}

/** A simple-interest or percentage word problem, worked, or null when it is neither. */
export function explainMoney(question: string): Explanation | null {
  return simpleInterest(question) ?? percentage(question);
}
