import { ASSIGNMENT_KIND_LABELS, type ClassResults } from '../../../shared/classroom';

/**
 * One RFC 4180 field. A value a spreadsheet would run as a formula (=, +, -, @, tab, return at the
 * start) gets a leading apostrophe: a student's name must not become a formula on the teacher's machine.
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
