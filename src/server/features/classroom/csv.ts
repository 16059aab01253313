import { ASSIGNMENT_KIND_LABELS, type ClassResults } from '../../../shared/classroom';

/**
 * Where a spreadsheet may begin a cell inside one of our fields: at its start, and after any
 * character some spreadsheet splits on (a comma, a semicolon where the decimal mark is a comma, a
 * tab, a line break), past any spaces or quote marks it may strip. A formula opener there
 * (=, +, -, @, tab, return) gets an apostrophe, which makes the cell text.
 */
const OPENER_AFTER_SEPARATOR = /([,;\t\r\n][ "]*)(?=[=+\-@\t\r])/g;
const OPENER_AT_START = /^([ "]*)(?=[=+\-@\t\r])/;

/**
 * One RFC 4180 field, always quoted, with every place a cell could start defused: a student's
 * name such as `Bob;=1+1` must not become a formula on the teacher's machine, whichever
 * separator their spreadsheet uses.
 */
export function csvField(value: string | number): string {
  const text = String(value).replace(OPENER_AFTER_SEPARATOR, "$1'").replace(OPENER_AT_START, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** The results table as a spreadsheet opens it: one row per student, a status, a result and a date per assignment. */
export function resultsCsv(results: ClassResults): string {
  const header = ['Student', 'Email'];
  for (const item of results.assignments) {
    const name = `${item.title} (${ASSIGNMENT_KIND_LABELS[item.kind]})`;
    const result = item.kind === 'quiz' ? 'score %' : item.kind === 'study-path' ? 'progress %' : 'done';
    header.push(`${name} status`, `${name} ${result}`, `${name} completed`);
  }
  const rows = results.students.map((student) => [
    student.name,
    student.email,
    ...student.cells.flatMap((cell) => [
      cell.status,
      cell.score ?? cell.progressPercent ?? (cell.completedAt ? 'yes' : ''),
      cell.completedAt ?? '',
    ]),
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
