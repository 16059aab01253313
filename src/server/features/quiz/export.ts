import { questionNumber, type QuizExportFormat, type QuizResultItem } from '../../../shared/quiz';
import { ankiField } from '../../anki-field';
import { type DownloadFile, fileBase } from '../../http/download';
import type { QuizRow } from './repo';
import { toResultItems } from './view';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A completed quiz as a Markdown review sheet or as Anki-importable tab-separated cards. */
export function exportQuiz(row: QuizRow, format: QuizExportFormat): DownloadFile {
  const base = fileBase(row.title, 'quiz');
  const items = toResultItems(row);
  if (format === 'tsv') return { fileName: `${base}.tsv`, contentType: 'text/tab-separated-values; charset=utf-8', body: ankiTsv(items) };
  return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: markdown(row, items) };
}

function markdown(row: QuizRow, items: QuizResultItem[]): string {
  const facts = [row.topic && `Topic: ${row.topic}`, `Difficulty: ${row.difficulty}`, row.score !== null && `Score: ${row.score}%`];
  const lines = [`# ${row.title}`, '', facts.filter(Boolean).join(' · '), ''];
  items.forEach((item, i) => {
    lines.push(`## ${questionNumber(i)}. ${item.question}`, '');
    item.options?.forEach((option, o) => lines.push(`- ${LETTERS[o]}. ${option}${option === item.correctAnswerText ? ' ✓' : ''}`));
    if (item.options) lines.push('');
    lines.push(`**Answer:** ${item.correctAnswerText}`, '');
    lines.push(`**Your answer:** ${item.givenAnswerText ?? '(not answered)'} (${item.correct ? 'correct' : 'incorrect'})`, '');
    if (item.feedback) lines.push(`**Feedback:** ${item.feedback}`, '');
    if (item.explanation) lines.push(`**Explanation:** ${item.explanation}`, '');
    if (item.source) lines.push(`> ${item.source.replace(/\n+/g, ' ')}`, '');
  });
  return lines.join('\n');
}

/** One card per question: front the question (and options), back the answer and explanation. */
function ankiTsv(items: QuizResultItem[]): string {
  const header = ['#separator:tab', '#html:true', '#columns:Front\tBack'];
  const cards = items.map((item) => {
    const options = item.options?.map((option, o) => `${LETTERS[o]}. ${option}`).join('\n');
    const front = options ? `${item.question}\n\n${options}` : item.question;
    const back = item.explanation ? `${item.correctAnswerText}\n\n${item.explanation}` : item.correctAnswerText;
    return `${ankiField(front)}\t${ankiField(back)}`;
  });
  return [...header, ...cards].join('\n') + '\n';
}
