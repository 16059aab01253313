import { stripControlChars, wellFormed } from '../../../../shared/control-chars';
import { replaceDelimited } from '../transfer';

const CLOZE = /\{\{c(\d+)::([\s\S]*?)\}\}/g;
const SOUND = /\[sound:[^\]\n]*\]/g;

/** Note HTML sanitized and read as plain text; given by the parsing thread, which loads the notes' cleaner. */
export type HtmlToText = (html: string) => string;

/** An Anki field as card text: HTML cleaned as a note's is, then read as text; MathJax back to $…$. */
export function ankiFieldToText(html: string, htmlToText: HtmlToText): string {
  // No NUL or lone surrogate reaches the database (PostgreSQL refuses both).
  let text = htmlToText(wellFormed(stripControlChars(html)).replace(SOUND, ''));
  text = replaceDelimited(text, '\\[', '\\]', '$$', '$$');
  return replaceDelimited(text, '\\(', '\\)', '$', '$');
}

export const countSounds = (html: string) => (html.match(SOUND) ?? []).length;

/**
 * Cards have no cloze form of their own: the cloze `number` of Anki's text becomes a front with
 * blanks (its hint when it has one) and a back with the answers; other clozes show their answer.
 */
export function clozeSides(text: string, number: number): { front: string; answers: string[] } {
  const answers: string[] = [];
  const front = text.replace(CLOZE, (_match, n: string, body: string) => {
    const [answer = '', hint] = body.split('::');
    if (Number(n) !== number) return answer;
    answers.push(answer);
    return hint ? `[${hint}]` : '[...]';
  });
  return { front, answers };
}
