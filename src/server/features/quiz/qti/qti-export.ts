import { ZipFile } from 'yazl';
import type { QuizQuestion } from '../../../../shared/quiz';
import { fileBase } from '../../../http/download';
import type { QuizRow } from '../repo';
import { contentXml, escapeXml } from './qti-xml';

// A quiz as a QTI 3.0 content package (decision 074): imsmanifest.xml, one assessment test, and one
// qti-assessment-item per question. Identifiers are made here (item-1, choice-1…), never taken from
// stored ids, so they are always unique, valid NCNames.

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const ASI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';
const CP_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
const TEST_FILE = 'assessment-test.xml';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface QtiPackage {
  fileName: string;
  files: { path: string; xml: string }[];
}

const itemPath = (index: number) => `items/item-${index + 1}.xml`;
const itemId = (index: number) => `item-${index + 1}`;
const choiceId = (index: number) => `choice-${index + 1}`;

const SCORE =
  '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">' +
  '<qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>';

function itemOpen(question: QuizQuestion, index: number): string {
  const title = question.question.replace(/\s+/g, ' ').slice(0, 80);
  return (
    `<qti-assessment-item xmlns="${QTI_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${QTI_NS} ${ASI_XSD}" ` +
    `identifier="${itemId(index)}" title="${escapeXml(title)}" adaptive="false" time-dependent="false">`
  );
}

/** The explanation, for whoever scores or reviews the item; candidates do not see a scorer's rubric. */
const explanationRubric = (question: QuizQuestion) =>
  question.explanation
    ? `<qti-rubric-block view="scorer" use="scoring" class="explanation"><qti-content-body><p>${contentXml(question.explanation)}</p></qti-content-body></qti-rubric-block>`
    : '';

/** Multiple choice (true/false is a two-option one): the right choice declared, scored by match_correct. */
function choiceItem(question: QuizQuestion, index: number): string {
  const options = question.options ?? [];
  const correct = choiceId(Number(question.correctAnswer));
  const choices = options.map((option, o) => `<qti-simple-choice identifier="${choiceId(o)}">${contentXml(option)}</qti-simple-choice>`);
  return (
    HEAD +
    itemOpen(question, index) +
    `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">` +
    `<qti-correct-response><qti-value>${correct}</qti-value></qti-correct-response></qti-response-declaration>` +
    SCORE +
    '<qti-item-body>' +
    explanationRubric(question) +
    `<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1" min-choices="0">` +
    `<qti-prompt>${contentXml(question.question)}</qti-prompt>${choices.join('')}</qti-choice-interaction>` +
    '</qti-item-body>' +
    `<qti-response-processing template="${MATCH_CORRECT}"/>` +
    '</qti-assessment-item>\n'
  );
}

/** A written answer: extended text, the model answer in a scorer's rubric, no automatic scoring. */
function writtenItem(question: QuizQuestion, index: number): string {
  const model = question.correctAnswer === undefined ? '' : String(question.correctAnswer);
  const practical = question.type === 'practical' ? ' class="practical"' : '';
  return (
    HEAD +
    itemOpen(question, index) +
    '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>' +
    SCORE +
    '<qti-item-body>' +
    `<qti-rubric-block view="scorer" use="scoring" class="model-answer"><qti-content-body><p>${contentXml(model)}</p></qti-content-body></qti-rubric-block>` +
    explanationRubric(question) +
    `<qti-extended-text-interaction response-identifier="RESPONSE"${practical}>` +
    `<qti-prompt>${contentXml(question.question)}</qti-prompt></qti-extended-text-interaction>` +
    '</qti-item-body>' +
    '</qti-assessment-item>\n'
  );
}

function assessmentTest(title: string, count: number): string {
  const refs = Array.from({ length: count }, (_, i) => `<qti-assessment-item-ref identifier="${itemId(i)}" href="${itemPath(i)}"/>`);
  return (
    HEAD +
    `<qti-assessment-test xmlns="${QTI_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${QTI_NS} ${ASI_XSD}" identifier="test" title="${escapeXml(title)}">` +
    '<qti-test-part identifier="part-1" navigation-mode="nonlinear" submission-mode="simultaneous">' +
    `<qti-assessment-section identifier="section-1" title="${escapeXml(title)}" visible="true">${refs.join('')}</qti-assessment-section>` +
    '</qti-test-part></qti-assessment-test>\n'
  );
}

function manifest(count: number): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<resource identifier="${itemId(i)}" type="imsqti_item_xmlv3p0" href="${itemPath(i)}"><file href="${itemPath(i)}"/></resource>`,
  );
  const dependencies = Array.from({ length: count }, (_, i) => `<dependency identifierref="${itemId(i)}"/>`);
  return (
    HEAD +
    `<manifest xmlns="${CP_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${CP_NS} ${CP_XSD}" identifier="manifest">` +
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>' +
    '<organizations/><resources>' +
    `<resource identifier="test" type="imsqti_test_xmlv3p0" href="${TEST_FILE}"><file href="${TEST_FILE}"/>${dependencies.join('')}</resource>` +
    items.join('') +
    '</resources></manifest>\n'
  );
}

/** A multiple-choice question whose right answer names one of its options (anything else is written). */
const isChoice = ({ type, options, correctAnswer }: QuizQuestion) =>
  type === 'mcq' &&
  typeof correctAnswer === 'number' &&
  Number.isInteger(correctAnswer) &&
  correctAnswer >= 0 &&
  correctAnswer < (options?.length ?? 0);

/** The package's files, in the order they are zipped. */
export function qtiPackage(row: Pick<QuizRow, 'title' | 'questions'>): QtiPackage {
  const items = row.questions.map((question, i) => (isChoice(question) ? choiceItem(question, i) : writtenItem(question, i)));
  return {
    fileName: `${fileBase(row.title, 'quiz')}-qti.zip`,
    files: [
      { path: 'imsmanifest.xml', xml: manifest(items.length) },
      { path: TEST_FILE, xml: assessmentTest(row.title || 'Quiz', items.length) },
      ...items.map((xml, i) => ({ path: itemPath(i), xml })),
    ],
  };
}

/** The package zipped in memory: a quiz is at most a hundred small files. */
export function zipPackage(files: QtiPackage['files'], mtime = new Date()): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.xml), file.path, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
