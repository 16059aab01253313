// QTI 3.0 quiz packages (decision 074): limits, messages and the import report, shared by client and server.

import { QUIZ_MAX_QUESTIONS } from './quiz';
import { dynamicMessage } from './i18n/dynamic-message';

/** A QTI package is a few XML files: 5 MB holds thousands of items (media is not read). */
export const QTI_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** One item file, at most: a real item is a few kilobytes, MathML included. */
export const QTI_MAX_XML_BYTES = 1024 * 1024;
/** Questions one import keeps, at most (as many as a quiz takes answers for); the rest are reported as skipped. */
export const QTI_MAX_QUESTIONS = QUIZ_MAX_QUESTIONS * 5;
/** The XML of one package, all files together, at most: parsing is bounded by it. */
export const QTI_MAX_TOTAL_XML_BYTES = 8 * 1024 * 1024;
export const QTI_FILE_ACCEPT = '.zip,.xml,application/zip,application/xml,text/xml';

/** The names the report gives what it could not import, beside the interactions' own names. */
export const QTI_SKIP_REASONS = {
  severalAnswers: 'choice interaction with several answers',
  noCorrectResponse: 'interaction without a correct response',
  severalInteractions: 'item with several interactions',
  noInteraction: 'item without an interaction',
  overLimit: `questions beyond ${QTI_MAX_QUESTIONS}`,
  missingFile: 'item file missing from the package',
  unreadableItem: 'item that is not QTI',
} as const;

export const QTI_TEXT = {
  tooLarge: `Please upload a QTI package smaller than ${QTI_MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  xmlTooLarge: `Please upload a QTI item smaller than ${QTI_MAX_XML_BYTES / 1024 / 1024} MB, or a zipped package.`,
  fileType: 'Please upload a QTI package (.zip) or a single QTI item (.xml).',
  notZip: 'This file is not a readable zip archive. Export the QTI package again, then upload it.',
  unsafeZip: 'This zip unpacks to far more data, or holds far more files, than a QTI package needs, so it was not opened.',
  doctype:
    'This XML declares a DOCTYPE or entities, which QTI does not use; they are refused for safety. Remove the declaration and try again.',
  badXml: (file: string) => dynamicMessage('QTI_TEXT.badXml', { file }, `${file} is not well-formed XML, so the package was not imported.`),
  noItems: 'No QTI assessment items were found in this file.',
  unreadable: 'This QTI package could not be read. Export it again, then upload it.',
  nothingImported: 'None of the items could be imported: Studium reads choice and text-entry questions.',
  importedTitle: 'Imported quiz',
} as const;

/** POST /api/quizzes/import-qti: the quiz made, how many questions it holds, and what was left out by interaction. */
export interface QtiImportReport {
  quizId: string;
  title: string;
  imported: number;
  skipped: { interaction: string; count: number }[];
}
