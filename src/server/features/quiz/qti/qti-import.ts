import { QTI_MAX_QUESTIONS, QTI_SKIP_REASONS, QTI_TEXT, type QtiImportReport } from '../../../../shared/qti';
import { QUIZ_TITLE_MAX_CHARS, type QuizQuestion } from '../../../../shared/quiz';
import { badRequest } from '../../../http-error';
import { itemQuestion } from './qti-item';
import { type QtiSource, readQtiUpload } from './qti-package';

export interface ImportedQuiz {
  title: string;
  questions: QuizQuestion[];
  skipped: QtiImportReport['skipped'];
}

/** The questions of a package's items, numbered q1…, and what was left out, counted by interaction; 400 when nothing is left. */
export function importedQuiz(source: QtiSource, fileName: string): ImportedQuiz {
  const skipped = new Map<string, number>();
  const skip = (name: string, count = 1) => skipped.set(name, (skipped.get(name) ?? 0) + count);
  if (source.missing) skip(QTI_SKIP_REASONS.missingFile, source.missing);
  const questions: QuizQuestion[] = [];
  for (const item of source.items) {
    const result = item.name === 'assessmentItem' ? itemQuestion(item) : { skipped: QTI_SKIP_REASONS.unreadableItem };
    if ('skipped' in result) skip(result.skipped);
    else if (questions.length >= QTI_MAX_QUESTIONS) skip(QTI_SKIP_REASONS.overLimit);
    else questions.push({ id: `q${questions.length + 1}`, ...result.question });
  }
  if (questions.length === 0) throw badRequest(QTI_TEXT.nothingImported);
  const single = source.items.length === 1 ? source.items[0]!.attrs.title : undefined;
  const stem = fileName.replace(/\.(zip|xml)$/i, '').trim();
  const title = (source.title?.trim() || single?.trim() || stem || QTI_TEXT.importedTitle).slice(0, QUIZ_TITLE_MAX_CHARS);
  return { title, questions, skipped: [...skipped].map(([interaction, count]) => ({ interaction, count })) };
}

/** An upload read into a quiz: run on a parsing thread, since a package holds megabytes of XML. */
export async function readQtiQuiz(fileName: string, data: Buffer): Promise<ImportedQuiz> {
  return importedQuiz(await readQtiUpload(fileName, data), fileName);
}
