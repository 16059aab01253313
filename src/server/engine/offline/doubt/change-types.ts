// What each mathsteps change type (node_modules/mathsteps/lib/ChangeTypes.js) does, in words.
// "{n}" is the number a both-sides step uses, filled in when mathsteps shows it.

const SAY: Record<string, string> = {
  SIMPLIFY_ARITHMETIC: 'Work out the arithmetic',
  DIVISION_BY_NEGATIVE_ONE: 'Dividing by $-1$ just flips the sign',
  DIVISION_BY_ONE: 'Dividing by $1$ changes nothing, so drop it',
  MULTIPLY_BY_ZERO: 'Anything times $0$ is $0$',
  REARRANGE_COEFF: 'Write the number in front of the variable',
  REDUCE_EXPONENT_BY_ZERO: 'Anything to the power $0$ is $1$',
  REDUCE_ZERO_NUMERATOR: 'Zero divided by a number is $0$',
  REMOVE_ADDING_ZERO: 'Adding $0$ changes nothing, so drop it',
  REMOVE_EXPONENT_BY_ONE: 'A power of $1$ changes nothing, so drop it',
  REMOVE_EXPONENT_BASE_ONE: '$1$ to any power is $1$',
  REMOVE_MULTIPLYING_BY_NEGATIVE_ONE: 'Multiplying by $-1$ just flips the sign',
  REMOVE_MULTIPLYING_BY_ONE: 'Multiplying by $1$ changes nothing, so drop it',
  RESOLVE_DOUBLE_MINUS: 'Two minus signs make a plus',
  COLLECT_AND_COMBINE_LIKE_TERMS: 'Collect and combine like terms',
  COLLECT_LIKE_TERMS: 'Group the like terms together',
  COLLECT_CONSTANT_EXPONENTS: 'Same base multiplied: add the exponents',
  ADD_COEFFICIENT_OF_ONE: 'Write the hidden $1$ in front of the variable',
  ADD_POLYNOMIAL_TERMS: 'Add the like terms',
  GROUP_COEFFICIENTS: 'Group the numbers in front of the like terms',
  UNARY_MINUS_TO_NEGATIVE_ONE: 'Write the minus sign as $-1$ times the term',
  ADD_EXPONENT_OF_ONE: 'Write the hidden power of $1$',
  COLLECT_POLYNOMIAL_EXPONENTS: 'Same variable multiplied: add the exponents',
  MULTIPLY_COEFFICIENTS: 'Multiply the numbers in front',
  MULTIPLY_POLYNOMIAL_TERMS: 'Multiply the terms together',
  BREAK_UP_FRACTION: 'Split the fraction into one fraction per term',
  CANCEL_MINUSES: 'A minus on top and bottom cancel out',
  CANCEL_TERMS: 'Cancel what appears on both top and bottom',
  SIMPLIFY_FRACTION: 'Simplify the fraction',
  SIMPLIFY_SIGNS: 'Move the minus sign to the top of the fraction',
  FIND_GCD: 'Find the greatest common divisor of top and bottom',
  CANCEL_GCD: 'Cancel the common divisor',
  CONVERT_MIXED_NUMBER_TO_IMPROPER_FRACTION: 'Turn the mixed number into an improper fraction',
  IMPROPER_FRACTION_NUMERATOR: 'Work out the new numerator',
  ADD_FRACTIONS: 'Add the fractions',
  ADD_NUMERATORS: 'Add the numerators',
  COMBINE_NUMERATORS: 'Write it as one fraction over the common denominator',
  COMMON_DENOMINATOR: 'Give the fractions a common denominator',
  CONVERT_INTEGER_TO_FRACTION: 'Write the whole number as a fraction',
  DIVIDE_FRACTION_FOR_ADDITION: 'Turn the fraction into a decimal',
  MULTIPLY_DENOMINATORS: 'Multiply out the denominators',
  MULTIPLY_NUMERATORS: 'Multiply out the numerators',
  MULTIPLY_FRACTIONS: 'Multiply the fractions: tops together, bottoms together',
  SIMPLIFY_DIVISION: 'Combine the divisions into one',
  MULTIPLY_BY_INVERSE: 'Dividing by a fraction is multiplying by its flip',
  DISTRIBUTE: 'Distribute: multiply the number outside the brackets by each term inside',
  DISTRIBUTE_NEGATIVE_ONE: 'Distribute the minus sign to each term in the brackets',
  SIMPLIFY_TERMS: 'Simplify each term',
  EXPAND_EXPONENT: 'Write the power out as a repeated product',
  ABSOLUTE_VALUE: 'Take the absolute value',
  CANCEL_EXPONENT: 'Cancel the exponent against the root',
  CANCEL_EXPONENT_AND_ROOT: 'The root and the power cancel each other',
  CANCEL_ROOT: 'Simplify the root',
  COMBINE_UNDER_ROOT: 'Combine under one root',
  CONVERT_MULTIPLICATION_TO_EXPONENT: 'Write the repeated product as a power',
  DISTRIBUTE_NTH_ROOT: 'Take the root of each factor',
  EVALUATE_DISTRIBUTED_NTH_ROOT: 'Work out each root',
  FACTOR_INTO_PRIMES: 'Split the number into prime factors',
  GROUP_TERMS_BY_ROOT: 'Group the factors for the root',
  NTH_ROOT_VALUE: 'Work out the root',
  ADD_NTH_ROOTS: 'Add the like roots',
  MULTIPLY_NTH_ROOTS: 'Multiply the roots',
  ADD_TO_BOTH_SIDES: 'Add {n} to both sides',
  DIVIDE_FROM_BOTH_SIDES: 'Divide both sides by {n}',
  MULTIPLY_BOTH_SIDES_BY_INVERSE_FRACTION: 'Multiply both sides by the flipped fraction {n}',
  MULTIPLY_BOTH_SIDES_BY_NEGATIVE_ONE: 'Multiply both sides by $-1$',
  MULTIPLY_TO_BOTH_SIDES: 'Multiply both sides by {n}',
  SIMPLIFY_LEFT_SIDE: 'Simplify the left side',
  SIMPLIFY_RIGHT_SIDE: 'Simplify the right side',
  SUBTRACT_FROM_BOTH_SIDES: 'Subtract {n} from both sides',
  SWAP_SIDES: 'Swap the sides so the variable is on the left',
  FIND_ROOTS: 'A product is zero only when one of its factors is zero, so set each factor to zero',
  STATEMENT_IS_TRUE: 'Both sides are equal, so the statement is true',
  STATEMENT_IS_FALSE: 'The two sides can never be equal, so the statement is false',
  FACTOR_SYMBOL: 'Take out the common factor',
  FACTOR_DIFFERENCE_OF_SQUARES: 'Factor the difference of squares: $a^2 - b^2 = (a + b)(a - b)$',
  FACTOR_PERFECT_SQUARE: 'Factor the perfect square',
  FACTOR_SUM_PRODUCT_RULE: 'Factor: find two numbers that add to the middle number and multiply to the last',
  BREAK_UP_TERM: 'Split the middle term in two',
};

/** The sentence for a step, with the number it uses ("Subtract $3$ from both sides"). */
export function sayStep(changeType: string, amountTex?: string): string {
  const template = SAY[changeType] ?? 'Rewrite it in a simpler form';
  return template.replace('{n}', amountTex ? `$${amountTex}$` : 'the same number');
}

/** Why a kind of step is allowed, for hard questions. */
export function whyStep(changeType: string): string {
  if (/BOTH_SIDES/.test(changeType)) return 'doing the same thing to both sides keeps the equation balanced.';
  if (/^FACTOR|FIND_ROOTS|BREAK_UP_TERM/.test(changeType)) return 'multiplying the factors back out gives the same expression.';
  if (changeType === 'SWAP_SIDES') return 'an equation says the same thing read either way.';
  if (/DISTRIBUTE/.test(changeType)) return 'multiplication distributes over addition: $a(b + c) = ab + ac$.';
  if (/FRACTION|NUMERATOR|DENOMINATOR|GCD/.test(changeType)) {
    return 'multiplying or dividing the top and bottom by the same number gives an equal fraction.';
  }
  return 'it writes the same value in another form, so nothing about the answer changes.';
}

/** The same step for a five-year-old, or undefined for tidying steps the story skips. */
export function kidStep(changeType: string, amount?: string): string | undefined {
  const n = amount ?? 'the same number';
  if (changeType === 'ADD_TO_BOTH_SIDES') return `We add ${n} to both sides.`;
  if (changeType === 'SUBTRACT_FROM_BOTH_SIDES') return `We take away ${n} from both sides.`;
  if (changeType === 'DIVIDE_FROM_BOTH_SIDES') return `We split both sides into ${n} equal parts.`;
  if (/MULTIPLY.*BOTH_SIDES|MULTIPLY_TO_BOTH_SIDES/.test(changeType)) return `We multiply both sides by ${n}.`;
  if (changeType === 'SWAP_SIDES') return 'We swap the two sides.';
  if (/DISTRIBUTE/.test(changeType)) return 'We open the brackets. The number outside multiplies each thing inside.';
  if (/COLLECT|ADD_POLYNOMIAL/.test(changeType)) return 'We put alike things together, like apples with apples.';
  if (/FRACTION|DENOMINATOR/.test(changeType)) return 'We cut the pieces to the same size, so we can add them.';
  if (changeType === 'FIND_ROOTS') return 'When two parts multiply to make zero, one of them must be zero.';
  if (/^FACTOR/.test(changeType)) return 'We split it into parts that multiply together.';
  return undefined;
}
