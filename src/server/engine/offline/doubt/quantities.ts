import { unit, type Unit } from 'mathjs';

// Word problems give their numbers with units ("120 km in 1.5 hours"). This reads them as mathjs
// units, so that the solver checks what kind of quantity each one is (a length, a time, a mass)
// by its dimensions, not by the words around it.

export type Dimension = 'length' | 'time' | 'mass' | 'volume' | 'area' | 'speed' | 'density' | 'force' | 'pressure' | 'energy' | 'power';

/** One unit of each kind: a quantity is of that kind when its base dimensions are the same. */
const REFERENCE: Record<Dimension, string> = {
  length: 'm',
  time: 's',
  mass: 'kg',
  volume: 'm^3',
  area: 'm^2',
  speed: 'm/s',
  density: 'kg/m^3',
  force: 'N',
  pressure: 'Pa',
  energy: 'J',
  power: 'W',
};

export interface Quantity {
  value: number;
  /** The unit as mathjs spells it: "km", "h", "g/cm^3". */
  units: string;
  dimension: Dimension;
  unit: Unit;
}

/** The way students write units, mapped to mathjs's symbols (which also keeps "hours" out of answers). */
const ALIASES: [RegExp, string][] = [
  [/^(?:kilomet(?:er|re)s?|kms?)$/i, 'km'],
  [/^(?:met(?:er|re)s?|m)$/i, 'm'],
  [/^(?:centimet(?:er|re)s?|cms?)$/i, 'cm'],
  [/^(?:millimet(?:er|re)s?|mm)$/i, 'mm'],
  [/^(?:miles?|mi)$/i, 'mi'],
  [/^(?:hours?|hrs?|h)$/i, 'h'],
  [/^(?:minutes?|mins?)$/i, 'min'],
  [/^(?:seconds?|secs?|s)$/i, 's'],
  [/^(?:kilograms?|kgs?)$/i, 'kg'],
  [/^(?:grams?|g)$/i, 'g'],
  [/^(?:tonnes?|t)$/i, 'tonne'],
  [/^(?:lit(?:er|re)s?|l)$/i, 'L'],
  [/^(?:millilit(?:er|re)s?|ml)$/i, 'mL'],
  [/^(?:newtons?|n)$/i, 'N'],
  [/^(?:pascals?|pa)$/i, 'Pa'],
  [/^(?:kilopascals?|kpa)$/i, 'kPa'],
  [/^(?:joules?|j)$/i, 'J'],
  [/^(?:kilojoules?|kj)$/i, 'kJ'],
  [/^(?:watts?|w)$/i, 'W'],
  [/^(?:kilowatts?|kw)$/i, 'kW'],
  [/^(?:kwh)$/i, 'kWh'],
  [/^mph$/i, 'mi/h'],
  [/^(?:kmph|kph)$/i, 'km/h'],
];

const single = (word: string) => ALIASES.find(([pattern]) => pattern.test(word))?.[1];

/** "km per hour", "m/s", "g/cm³", "square metres", "cubic centimetres" → a mathjs unit string. */
function unitsOf(phrase: string): string | undefined {
  const text = phrase.replace(/²/g, '^2').replace(/³/g, '^3').trim();
  const power = /^(square|sq\.?|cubic|cu\.?)\s+(\S+)$/i.exec(text);
  if (power) {
    const base = single(power[2]!);
    return base && `${base}^${/^s/i.test(power[1]!) ? 2 : 3}`;
  }
  const parts = text.split(/\s*(?:\/|\bper\b)\s*/i);
  if (parts.length > 2) return undefined;
  const named = parts.map((part) => {
    const [, word = '', exponent = ''] = /^([a-zA-Z]+)(\^?[23])?$/.exec(part) ?? [];
    const base = single(word);
    return base && (exponent ? `${base}^${exponent.replace('^', '')}` : base);
  });
  return named.every(Boolean) ? named.join('/') : undefined;
}

export function dimensionOf(value: Unit): Dimension | undefined {
  return (Object.keys(REFERENCE) as Dimension[]).find((d) => value.equalBase(unit(REFERENCE[d])));
}

const NUMBER_WITH_UNIT =
  /(\d+(?:\.\d+)?)\s*((?:square|sq\.?|cubic|cu\.?)\s+[a-zA-Z]+|[a-zA-Z]+(?:[²³]|\^[23])?(?:\s*(?:\/|\bper\b)\s*[a-zA-Z]+(?:[²³]|\^[23])?)?)/g;

/** The numbers of `text` that carry a unit, in order, each with its kind of quantity. */
export function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(NUMBER_WITH_UNIT)) {
    // "120 km in 1.5 hours": the unit is the first word, unless "per …" or "/" follows it.
    const units = unitsOf(match[2]!) ?? unitsOf(match[2]!.split(/\s+/)[0]!);
    if (!units) continue;
    try {
      const value = Number(match[1]);
      const parsed = unit(value, units);
      const dimension = dimensionOf(parsed);
      if (dimension) found.push({ value, units, dimension, unit: parsed });
    } catch {
      // Not a unit mathjs knows: a word such as "apples" after a number.
    }
  }
  return found;
}

/** `\mathrm{km/h}` for the answer's LaTeX. */
export const unitTex = (units: string) => `\\mathrm{${units.replace(/\s+/g, '')}}`;
