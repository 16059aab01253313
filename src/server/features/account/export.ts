import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { WEEKDAYS } from '../../../shared/learner';
import { questionNumber } from '../../../shared/quiz';
import type { Db } from '../../db/client';
import * as rows from './export-repo';
import { escapeHtml } from '../../html-escape';

// A title is the user's text, not Markdown: escape what would change its meaning on a heading line.
const md = (text: string) => text.replace(/([\\`*_[\]<>#|~])/g, '\\$1');
const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : '—');
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A file name from the user's title: letters and digits only, so every unzip tool takes it. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD; the letters stay.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'note';
}

/** One part of the archive: a Markdown file for people, and the same rows under `key` in data.json. */
interface Section<T> {
  key: string;
  file: string;
  heading: string;
  rows: () => AsyncIterable<T>;
  markdown: (row: T) => string;
}

const section = <T>(value: Section<T>) => value as Section<unknown>;

function sections(db: Db, userId: string): Section<unknown>[] {
  return [
    section({
      key: 'summaries',
      file: 'summaries.md',
      heading: 'Summaries',
      rows: () => rows.summaries(db, userId),
      markdown: (s) => `## ${md(s.title)}\n\n*${s.mode}, ${day(s.createdAt)}*\n\n${s.summary}\n\n### Original text\n\n${s.content}`,
    }),
    section({
      key: 'quizzes',
      file: 'quizzes.md',
      heading: 'Quizzes',
      rows: () => rows.quizzes(db, userId),
      markdown: (q) => {
        const answers = q.answers ?? [];
        const questions = q.questions.map((question, i) => {
          const options =
            question.options
              ?.map(
                (option, n) =>
                  `\n   - ${n === question.correctAnswer ? '**' : ''}${option}${n === question.correctAnswer ? '** (right)' : ''}`,
              )
              .join('') ?? '';
          const right = question.options || question.correctAnswer === undefined ? '' : `\n   - Expected: ${question.correctAnswer}`;
          const answer = answers[i] === undefined ? '' : `\n   - Your answer: ${JSON.stringify(answers[i])}`;
          return `${questionNumber(i)}. ${question.question}${options}${right}${answer}\n   - ${question.explanation}`;
        });
        const score = q.score === null ? 'not finished' : `score ${q.score}`;
        return `## ${md(q.title)}\n\n*${q.difficulty}, ${score}, ${day(q.createdAt)}*\n\n${questions.join('\n')}`;
      },
    }),
    section({
      key: 'studyPlans',
      file: 'study-plans.md',
      heading: 'Study plans',
      rows: () => rows.studyPlans(db, userId),
      markdown: (p) =>
        `## ${md(p.title)}\n\n*${md(p.topic)}, grade ${md(p.gradeLevel)}, ${p.hoursPerDay} h a day, ${md(p.duration)}*\n\n\`\`\`json\n${json(p.plan)}\n\`\`\``,
    }),
    section({
      key: 'planners',
      file: 'planners.md',
      heading: 'Exam planners',
      rows: () => rows.planners(db, userId),
      markdown: (p) => `## ${md(p.subject)}: exam on ${p.examDate}\n\n${p.goal}\n\n\`\`\`json\n${json(p.schedule)}\n\`\`\``,
    }),
    section({
      key: 'studyPaths',
      file: 'study-paths.md',
      heading: 'Study paths',
      rows: () => rows.studyPaths(db, userId),
      markdown: (p) => {
        const steps = p.roadmap.map((step, i) => `${i + 1}. [${p.progress[String(i)] ? 'x' : ' '}] ${md(step.title)}`);
        return `## ${md(p.topic)}\n\n*${p.difficulty}, about ${p.estimatedHours} hours*\n\n${p.description}\n\n${steps.join('\n')}`;
      },
    }),
    section({
      key: 'doubts',
      file: 'doubts.md',
      heading: 'Doubts',
      rows: () => rows.doubts(db, userId),
      markdown: (d) =>
        `## ${md(d.question)}\n\n*${d.subject ?? 'no subject'}, ${d.difficulty}, ${day(d.createdAt)}*\n\n${d.answer}${d.simpleAnswer ? `\n\n### Simply put\n\n${d.simpleAnswer}` : ''}`,
    }),
    section({
      key: 'conversations',
      file: 'conversations.md',
      heading: 'Conversations with the tutor',
      rows: () => conversationsWithMessages(db, userId),
      markdown: (c) =>
        `## ${md(c.title)}\n\n${c.messages.map((m) => `**${m.role === 'user' ? 'You' : 'Tutor'}** (${day(m.createdAt)}):\n\n${m.content}`).join('\n\n')}`,
    }),
    section({
      key: 'decks',
      file: 'flashcard-decks.md',
      heading: 'Flashcard decks',
      rows: () => rows.decks(db, userId),
      markdown: (d) => `- ${md(d.name)} (made ${day(d.createdAt)}, id ${d.id})`,
    }),
    section({
      key: 'flashcards',
      file: 'flashcards.md',
      heading: 'Flashcards and their reviews',
      rows: () => rows.cardsWithReviews(db, userId),
      markdown: (c) => {
        const reviews = c.reviews.map((r) => `  - ${r.reviewedAt.toISOString()}: grade ${r.grade}`).join('\n');
        return `## ${md(c.front)}\n\n${c.back}\n\n*Deck ${c.deckId}, due ${day(c.due)}, ${c.reps} reviews, ${c.lapses} lapses*\n\n${reviews || '  - no reviews yet'}`;
      },
    }),
    section({
      key: 'concepts',
      file: 'concepts.md',
      heading: 'Concepts and the evidence about them',
      rows: () => rows.conceptsWithEvidence(db, userId),
      markdown: (c) => {
        const evidence = c.evidence.map(
          (e) =>
            `  - ${e.at.toISOString()}: ${e.kind} in ${e.sourceKind} “${md(e.sourceTitle)}”${e.correct === null ? '' : `, outcome ${e.correct}`}`,
        );
        return `## ${md(c.name)}\n\n*${md(c.subject)}*\n\n${evidence.join('\n') || '  - no evidence'}`;
      },
    }),
    section({
      key: 'classes',
      file: 'classes.md',
      heading: 'Classes you teach or joined',
      rows: () => rows.classes(db, userId),
      markdown: (c) => {
        const items = c.assignments.map(
          (a) =>
            `- ${md(a.title)} (${a.kind}, due ${day(a.dueAt)}${c.role === 'student' ? `, started ${day(a.startedAt)}, done ${day(a.doneAt)}` : ''})`,
        );
        const code = c.joinCode ? `, join code ${c.joinCode}` : '';
        return `## ${md(c.name)}\n\n*You ${c.role === 'teacher' ? 'teach' : 'joined'} this class${code}.*\n\n${items.join('\n') || 'No assignments.'}`;
      },
    }),
    section({
      key: 'studySettings',
      file: 'study-settings.md',
      heading: 'Study settings',
      rows: () => arrayRows(rows.studySettings(db, userId)),
      markdown: (s) =>
        `- ${s.dailyMinutes} minutes a day; easy days: ${s.easyDays.map((day) => WEEKDAYS.find((weekday) => weekday.day === day)?.name ?? day).join(', ') || 'none'}`,
    }),
    section({
      key: 'usage',
      file: 'usage-and-payments.md',
      heading: 'Usage by day',
      rows: () => arrayRows(rows.usage(db, userId)),
      markdown: (u) => `- ${u.day}: ${u.kind} × ${u.used}`,
    }),
    section({
      key: 'payments',
      file: 'payments.md',
      heading: 'Payments',
      rows: () => rows.payments(db, userId),
      markdown: (p) =>
        `- ${day(p.createdAt)}: ${p.plan}, ${(p.amount / 100).toFixed(2)} ${p.currency}, ${p.status}${p.paymentId ? `, payment ${p.paymentId}` : ''}`,
    }),
  ];
}

/** A small bounded list read whole, as a section's rows. */
async function* arrayRows<T>(read: Promise<T[]>): AsyncGenerator<T> {
  yield* await read;
}

/** A conversation with its messages (read in pages; one conversation is held at a time). */
async function* conversationsWithMessages(db: Db, userId: string) {
  for await (const c of rows.conversations(db, userId)) {
    const messages = [];
    for await (const m of rows.messages(db, c.id)) messages.push(m);
    yield { ...c, messages };
  }
}

async function* sectionMarkdown(part: Section<unknown>) {
  yield `# ${part.heading}\n`;
  let empty = true;
  for await (const row of part.rows()) {
    empty = false;
    yield `\n${part.markdown(row)}\n`;
  }
  if (empty) yield '\nNothing here.\n';
}

/** data.json: every section's rows in one document, written a row at a time. */
async function* dataJson(db: Db, userId: string, parts: Section<unknown>[], exportedAt: Date) {
  yield `{\n"exportedAt": ${JSON.stringify(exportedAt)},\n"account": ${JSON.stringify(await rows.profile(db, userId))},\n"notes": [`;
  let first = true;
  for await (const n of rows.notes(db, userId)) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(n)}`;
    first = false;
  }
  yield '\n]';
  for (const part of parts) {
    yield `,\n${JSON.stringify(part.key)}: [`;
    first = true;
    for await (const row of part.rows()) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    yield '\n]';
  }
  yield '\n}\n';
}

function noteHtml(note: rows.ExportNote): string {
  const title = escapeHtml(note.title);
  // The content was sanitized when it was saved; it is shown as the note page shows it.
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n<p>Subject: ${escapeHtml(note.subject)} · ${day(note.createdAt)}</p>\n${note.content}\n</body></html>\n`;
}

const README = (exportedAt: Date) => `Your Studium data, exported on ${exportedAt.toISOString()}.

notes/            each note as Markdown (.md) and as a web page (.html)
*.md              summaries, quizzes with your answers and scores, study plans, planners,
                  study paths, doubts, tutor conversations, flashcards with their reviews,
                  classes, usage and payments, one file each
data.json         all of the above in one JSON document, for another program to read
`;

/**
 * The user's data as a zip archive, written while it is sent: each file is made when the archive
 * reaches it, from rows read a page at a time, so a large account never sits in memory.
 */
export interface ExportOptions {
  /** A note as Markdown, as the notes page exports it (passed in: features do not import each other). */
  noteMarkdown: (note: rows.ExportNote) => string;
  onError: (error: unknown) => void;
  now: Date;
}

export function exportArchive(db: Db, userId: string, { noteMarkdown, onError, now }: ExportOptions): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const lazy = (file: string, make: () => AsyncIterable<string>) =>
    zip.addReadStreamLazy(file, { mtime: now }, (cb) => {
      const stream = Readable.from(make(), { objectMode: false });
      stream.on('error', fail);
      cb(null, stream);
    });
  const fill = async () => {
    zip.addBuffer(Buffer.from(README(now)), 'README.txt', { mtime: now });
    let count = 0;
    for await (const head of rows.noteHeads(db, userId)) {
      count += 1;
      const name = `notes/${String(count).padStart(4, '0')}-${fileSlug(head.title)}`;
      const read = async () => (await rows.oneNote(db, userId, head.id)) ?? null;
      lazy(`${name}.md`, async function* () {
        const note = await read();
        if (note) yield noteMarkdown(note);
      });
      lazy(`${name}.html`, async function* () {
        const note = await read();
        if (note) yield noteHtml(note);
      });
    }
    const parts = sections(db, userId);
    for (const part of parts) lazy(part.file, () => sectionMarkdown(part));
    lazy('data.json', () => dataJson(db, userId, parts, now));
    zip.end();
  };
  fill().catch(fail);
  return output;
}
