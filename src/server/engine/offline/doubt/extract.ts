import { isConstantNode, isFunctionNode, isOperatorNode, isParenthesisNode, isSymbolNode, parse, Unit, type MathNode } from 'mathjs';
import { DOUBT_MATH_MAX_CHARS } from '../../../../shared/doubt';

export type MathProblem =
  | { kind: 'equation'; text: string; left: string; right: string; variables: string[] }
  | { kind: 'units'; text: string; node: MathNode }
  | { kind: 'derivative'; text: string; node: MathNode; variable: string }
  | { kind: 'expression'; text: string; node: MathNode; variables: string[] }
  | { kind: 'arithmetic'; text: string; node: MathNode };

/** Words that may surround the math part: an instruction, never content ("chapter 5 - 6" stays prose). */
const FILLER = new Set(
  (
    'please can could would you help me i to solve simplify calculate compute evaluate find work out what whats ' +
    "what's is are the value values of for answer result how much many do does convert expand differentiate " +
    'derivative with respect wrt explain show steps step by equation expression in get equal equals tell this a an ' +
    'it given if then and'
  ).split(' '),
);
const FUNCTIONS = new Set(['sqrt', 'cbrt', 'abs', 'sin', 'cos', 'tan', 'log', 'exp']);
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
const MAX_TOKENS = 40;
const MAX_NODES = 60;

const WORD_CHAR = /[\p{L}\p{N}']/u;

/**
 * The token without what surrounds its letters, digits and apostrophes. A scan from each end:
 * `/[^\p{L}\p{N}']+$/` restarts at every character of a long run of symbols (decision 043).
 */
function innerWord(token: string): string {
  const chars = [...token];
  let start = 0;
  let end = chars.length;
  while (start < end && !WORD_CHAR.test(chars[start]!)) start += 1;
  while (end > start && !WORD_CHAR.test(chars[end - 1]!)) end -= 1;
  return chars.slice(start, end).join('');
}

const isFiller = (token: string) => {
  const word = innerWord(token.toLowerCase());
  return word === '' || FILLER.has(word) || /^[a-z]$/.test(word) || /^d\/d[a-z]$/.test(word);
};

/** Writes typed (or pasted LaTeX) symbols the way the parser spells them; "15% of 240" is a multiplication. */
function normalize(question: string): string {
  const spelled = question
    .replace(/\$/g, ' ')
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/[×✕]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d)\s*percent\b/gi, '$1%')
    .replace(/%\s*of\b/gi, '% *')
    .replace(/([:;,])(?=\S)/g, '$1 ');
  // Trailing spaces, '?', '!', '.', '=' go; scanned back from the end, as `/[\s?!.=]+$/` would
  // restart at every character of a long run that something else ends.
  let end = spelled.length;
  while (end > 0 && /[\s?!.=]/.test(spelled[end - 1]!)) end -= 1;
  return spelled.slice(0, end);
}

/** Variables of a parsed candidate, or null when it holds anything but plain math (or units when allowed). */
function check(node: MathNode, units: boolean): { variables: Set<string>; operations: number } | null {
  const variables = new Set<string>();
  let operations = 0;
  let nodes = 0;
  let ok = true;
  node.traverse((n, path, parent) => {
    nodes += 1;
    if (isConstantNode(n)) ok &&= typeof n.value === 'number';
    else if (isSymbolNode(n)) {
      if (parent && isFunctionNode(parent) && path === 'fn') ok &&= FUNCTIONS.has(n.name);
      else if (units) ok &&= Unit.isValuelessUnit(n.name);
      else if (/^[a-zA-Z]$/.test(n.name)) variables.add(n.name);
      else ok &&= n.name === 'pi';
    } else if (isOperatorNode(n)) {
      ok &&= OPERATORS.has(n.fn) || (units && n.fn === 'to' && n === node);
      if (n.args.length === 2) operations += 1;
    } else if (isFunctionNode(n)) operations += 1;
    else ok &&= isParenthesisNode(n);
  });
  return ok && nodes <= MAX_NODES ? { variables, operations } : null;
}

const tryParse = (text: string): MathNode | null => {
  try {
    return parse(text);
  } catch {
    return null;
  }
};

/** Reads one candidate span as a math problem, or null when it does not parse as one. */
function classify(text: string, derivative: boolean, question: string): MathProblem | null {
  const sides = text.split('=');
  if (sides.length === 2 && !/[<>!]$/.test(sides[0]!)) {
    const [left, right] = sides.map((side) => side.trim()) as [string, string];
    const l = left && tryParse(left);
    const r = right && tryParse(right);
    const lc = l ? check(l, false) : null;
    const rc = r ? check(r, false) : null;
    if (!lc || !rc) return null;
    return { kind: 'equation', text, left, right, variables: [...new Set([...lc.variables, ...rc.variables])].sort() };
  }
  if (sides.length !== 1) return null;
  const node = tryParse(text);
  if (!node) return null;
  if (isOperatorNode(node) && node.fn === 'to') return check(node, true) ? { kind: 'units', text, node } : null;
  const found = check(node, false);
  if (!found || (found.operations === 0 && !derivative)) return null;
  const variables = [...found.variables].sort();
  if (derivative) {
    const named = /(?:respect\s+to|wrt|d\/d)\s*([a-z])\b/i.exec(question)?.[1];
    const variable = named ?? (variables.includes('x') || variables.length === 0 ? 'x' : variables[0]!);
    return { kind: 'derivative', text, node, variable };
  }
  return variables.length > 0 ? { kind: 'expression', text, node, variables } : { kind: 'arithmetic', text, node };
}

/**
 * Finds the math in a question by parsing: the longest span of words that parses as math,
 * when every word outside it is an instruction ("solve", "what is", "for x").
 */
export function extractMath(question: string): MathProblem | null {
  const tokens = normalize(question).split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > MAX_TOKENS) return null;
  const content = tokens.flatMap((token, i) => (isFiller(token) ? [] : [i]));
  if (content.length === 0) return null;
  const first = content[0]!;
  const last = content[content.length - 1]!;
  for (let start = 0; start <= first; start += 1) {
    const derivative = tokens.slice(0, start).some((t) => /deriv|differentiat|^d\/d[a-z]$/i.test(t));
    for (let end = tokens.length; end > last; end -= 1) {
      const text = tokens.slice(start, end).join(' ');
      if (text.length > DOUBT_MATH_MAX_CHARS) continue;
      const problem = classify(text, derivative, question);
      if (problem) return problem;
    }
  }
  return null;
}
