import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { QTI_TEXT } from '../../../../shared/qti';
import { badRequest } from '../../../http-error';

/**
 * An element with QTI 3.0's kebab names mapped onto QTI 2.x's camel ones (`qti-choice-interaction`
 * and `choiceInteraction` are both `choiceInteraction`), so one reader takes both; `raw` keeps the
 * name as written, for the report.
 */
export interface XmlElement {
  name: string;
  raw: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | { text: string };

export const isElement = (node: XmlNode): node is XmlElement => 'name' in node;

// No entity expansion at all (the five predefined ones and character references are decoded
// below, by hand), no DOCTYPE, nesting bounded by the parser's own limit.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const qtiName = (name: string) => (name.startsWith('qti-') ? camel(name.slice(4)) : name);

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references and the predefined entities; any other name is left as written, never looked up. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

type Parsed = Record<string, unknown>;

function toNode(parsed: Parsed): XmlNode | null {
  if ('#text' in parsed) return { text: decodeEntities(String(parsed['#text'])) };
  const raw = Object.keys(parsed).find((key) => key !== ':@');
  if (raw === undefined) return null;
  const attrs: Record<string, string> = {};
  const given = (parsed[':@'] ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) attrs[raw.startsWith('qti-') ? camel(key) : key] = decodeEntities(String(value));
  const children = ((parsed[raw] ?? []) as Parsed[]).map(toNode).filter((node): node is XmlNode => node !== null);
  return { name: qtiName(raw), raw, attrs, children };
}

/** The document element of `xml`, or a 400 naming `file`: DOCTYPEs and entity declarations are refused outright. */
export function parseXml(xml: string, file: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw badRequest(QTI_TEXT.doctype);
  let parsed: Parsed[];
  try {
    if (XMLValidator.validate(xml) !== true) throw new Error('not well-formed');
    parsed = parser.parse(xml) as Parsed[];
  } catch {
    throw badRequest(QTI_TEXT.badXml(file));
  }
  const root = parsed.map(toNode).find((node): node is XmlElement => node !== null && isElement(node));
  if (!root) throw badRequest(QTI_TEXT.badXml(file));
  return root;
}

/** Every element under `node` (not `node` itself) that `match` takes; the search does not go inside a match. */
export function findAll(node: XmlElement, match: (element: XmlElement) => boolean): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (match(child)) found.push(child);
    else found.push(...findAll(child, match));
  }
  return found;
}

export const findFirst = (node: XmlElement, name: string): XmlElement | undefined => findAll(node, (element) => element.name === name)[0];
export const childrenNamed = (node: XmlElement, name: string): XmlElement[] =>
  node.children.filter((child): child is XmlElement => isElement(child) && child.name === name);
