import { describe, expect, it } from 'vitest';
import { QTI_MAX_XML_BYTES } from '../../../../shared/qti';
import { itemQuestion } from './qti-item';
import { parseXml } from './qti-tree';

const item = (prompt: string) =>
  `<assessmentItem identifier="i"><responseDeclaration identifier="R" cardinality="single"><correctResponse><value>a</value></correctResponse></responseDeclaration>` +
  `<itemBody><choiceInteraction responseIdentifier="R" maxChoices="1"><prompt>${prompt}</prompt><simpleChoice identifier="a">A</simpleChoice><simpleChoice identifier="b">B</simpleChoice></choiceInteraction></itemBody></assessmentItem>`;

describe('reading QTI text', () => {
  // Runs of spaces and line breaks from many small elements must not make the clean-up quadratic: a
  // quadratic one takes minutes at this size, a linear one a fraction of a second (the bound leaves
  // room for a busy machine; the figures themselves are the bench's).
  it.each([
    ['spaces between elements', '<b> </b>'],
    ['line breaks', '<br/>'],
    ['paragraphs', '<p> </p>'],
  ])('reads an item body of %s at the size limit in seconds, not minutes', (_label, unit) => {
    const prompt = unit.repeat(Math.floor((QTI_MAX_XML_BYTES - 1000) / unit.length));
    const started = performance.now();
    const result = itemQuestion(parseXml(item(`x${prompt}y`), 'item.xml'));
    expect(performance.now() - started).toBeLessThan(5000);
    expect('question' in result && result.question.question.replace(/\s/g, '')).toBe('xy');
  });

  it('keeps unknown entities as written and never expands them', () => {
    const result = itemQuestion(parseXml(item('a &amp;lt; b &#x3C; c &nbsp;&foo; &#0;'), 'item.xml'));
    expect('question' in result && result.question.question).toBe('a &lt; b < c \u00a0&foo;');
  });
});
