import {
  type CompleteQuizResponse,
  type CompletedQuizView,
  type QuizAnswer,
  type QuizDifficulty,
  type QuizEvaluation,
  type QuizExportFormat,
  type QuizResultItem,
  answerIsExplanation,
  QUIZ_TEXT,
  QUIZ_TEXT_MAX_CHARS,
  type QuizListItem,
  type QuizView,
  type SaveQuizRequest,
  type SubmitQuizResponse,
} from '../../../shared/quiz';
import type { RecordEvidence } from '../../../shared/learner';
import type { ReadyQuiz } from '../../../shared/want-to-learn';
import type { GenerateQuizFields } from '../../../shared/quiz.schema';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { GradeQuizOptions, StudyEngine } from '../../engine/types';
import { badRequest, conflict, notFound } from '../../http-error';
import { checkedAnswers } from './answers';
import type { DownloadFile } from '../../http/download';
import { quizEvidence } from './evidence';
import { exportQuiz } from './export';
import type { QtiImportReport } from '../../../shared/qti';
import { qtiPackage, zipPackage } from './qti/qti-export';
import { parseInThread } from '../../ingest/parsing/parse-pool';
import { type QuizFile, quizMaterial } from './material';
import * as repo from './repo';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import { numbered } from './numbered';
import { toQuizView, toResultItems } from './view';

/** A dashboard quiz generated and left unsaved this long ago is deleted at the user's next generation. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Passages of the user's notes a topic-only quiz is built from. */
const TOPIC_PASSAGES = 6;

/** Spends the grading call's daily unit (the route's `request.spendUsage`). */
type Meter = NonNullable<GradeQuizOptions['meter']>;

/** `recordEvidence` is the learner model's (decision 067): every graded answer is evidence. */
export function quizService(db: Db, engine: StudyEngine, retriever: Retriever, recordEvidence: RecordEvidence = () => {}) {
  /** The user's quiz, or 404 (also for another user's quiz and for an id that cannot be one). */
  async function owned(userId: string, id: string): Promise<repo.QuizRow> {
    const row = isUuid(id) ? await repo.findOwned(db, userId, id) : undefined;
    if (!row) throw notFound(QUIZ_TEXT.notFound);
    return row;
  }

  /**
   * The one grading path (submit, complete and a practice retake): the answers checked against the
   * quiz, in either shape, then graded by the engine. `meter` spends the daily unit when, and only
   * when, a provider has written answers to read.
   */
  async function evaluate(row: repo.QuizRow, answers: QuizAnswer[] | Record<string, QuizAnswer>, meter: Meter) {
    const checked = checkedAnswers(row.questions, answers);
    return { checked, evaluation: await engine.gradeQuiz({ questions: row.questions, answers: checked }, { meter }) };
  }

  /** Grades on the server and stores the result once; a second submission is refused (409). */
  async function grade(userId: string, id: string, answers: QuizAnswer[] | Record<string, QuizAnswer>, meter: Meter) {
    const row = await owned(userId, id);
    if (row.completedAt) throw conflict(QUIZ_TEXT.alreadyCompleted);
    const { checked, evaluation } = await evaluate(row, answers, meter);
    const done = await repo.completeIfOpen(db, userId, id, {
      answers: checked,
      evaluation,
      score: evaluation.score,
      completedAt: new Date(),
    });
    if (!done) throw conflict(QUIZ_TEXT.alreadyCompleted);
    const at = done.completedAt ?? new Date();
    recordEvidence(userId, async () => quizEvidence(done, evaluation, at, await repo.isAssignmentCopy(db, userId, done.id)));
    return { evaluation, quiz: toQuizView(done) as CompletedQuizView };
  }

  return {
    /** A page of the saved quizzes, newest first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<QuizListItem>> {
      const rows = await repo.listSaved(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false));
      return pageOf(rows, ({ createdAtKey: _key, createdAt, completedAt, completed, score, ...item }) => ({
        ...item,
        saved: true,
        createdAt: createdAt.toISOString(),
        completed,
        score: completed ? score : null,
        completedAt: completed && completedAt ? completedAt.toISOString() : null,
      }));
    },

    async get(userId: string, id: string): Promise<QuizView> {
      return toQuizView(await owned(userId, id));
    },

    /**
     * The dashboard's quiz: multiple choice (its cards have radio options), stored at once as an
     * unsaved draft so that the answers never leave the server before it is submitted.
     */
    async generateForDashboard(userId: string, { text, numQuestions }: { text: string; numQuestions: number }): Promise<QuizView> {
      const difficulty: QuizDifficulty = 'easy';
      const generated = await engine.generateQuiz({ text, difficulty, count: numQuestions }, { owner: userId });
      const mcq = { ...generated, questions: generated.questions.filter((question) => question.type === 'mcq') };
      const quiz = numbered(mcq.questions.length > 0 ? mcq : generated, numQuestions);
      await repo.deleteStaleDrafts(db, userId, new Date(Date.now() - DRAFT_LIFETIME_MS));
      const row = await repo.insertQuiz(db, userId, {
        // A draft (saved_at null, see db/quiz-saved.ts) has no title until the student saves it.
        title: '',
        topic: null,
        difficulty,
        questions: quiz.questions,
        savedAt: null,
      });
      return toQuizView(row);
    },

    /** The generator page's quiz from a topic, text and/or a .txt or .pdf file; saved at once. */
    async generateFromForm(userId: string, fields: GenerateQuizFields, file?: QuizFile): Promise<QuizView> {
      const { topic, difficulty, numQuestions } = fields;
      const text = (await quizMaterial(fields.text, file, userId)).slice(0, QUIZ_TEXT_MAX_CHARS);
      if (!topic && !text) throw badRequest(QUIZ_TEXT.inputRequired);
      const context = text ? [] : await retriever.passagesFor(userId, topic, { limit: TOPIC_PASSAGES });
      const generated = await engine.generateQuiz(
        { text, ...(topic && { topic }), difficulty, count: numQuestions, context },
        { owner: userId },
      );
      const quiz = numbered(generated, numQuestions);
      const title = quiz.title.trim() || topic || 'Quiz';
      const row = await repo.insertQuiz(db, userId, {
        title,
        topic: topic || null,
        difficulty,
        questions: quiz.questions,
        savedAt: new Date(),
      });
      return toQuizView(row);
    },

    /** A quiz made elsewhere (Want To Learn's quick quiz), kept as a saved, open multiple-choice quiz. */
    async saveReadyMade(userId: string, { title, questions }: ReadyQuiz): Promise<{ id: string; title: string }> {
      const row = await repo.insertQuiz(db, userId, {
        title,
        topic: title,
        difficulty: 'easy',
        savedAt: new Date(),
        questions: questions.map(({ question, options, correct }, i) => ({
          id: `q${i + 1}`,
          question,
          type: 'mcq',
          options,
          correctAnswer: correct,
          explanation: answerIsExplanation(options[correct]),
        })),
      });
      return { id: row.id, title: row.title };
    },

    /** Names a generated dashboard quiz (default 'Quiz - {date}', sent by the client) and links its note. */
    async save(userId: string, { quizId, quizTitle, quizQuestions, sourceNotesId }: SaveQuizRequest): Promise<QuizView> {
      const row = await owned(userId, quizId);
      const stored = row.questions.map((question) => question.id).join('\n');
      if (quizQuestions && quizQuestions.map((question) => question.id).join('\n') !== stored)
        throw badRequest(QUIZ_TEXT.questionsMismatch);
      const title = quizTitle || row.title || `Quiz - ${new Date().toLocaleDateString('en-US')}`;
      const sourceNoteId =
        sourceNotesId && isUuid(sourceNotesId) && (await repo.ownsNote(db, userId, sourceNotesId)) ? sourceNotesId : null;
      const saved = await repo.saveQuiz(db, userId, quizId, { title, sourceNoteId: sourceNoteId ?? row.sourceNoteId });
      if (!saved) throw notFound(QUIZ_TEXT.notFound);
      return toQuizView(saved);
    },

    /** The dashboard's submit (answers by question id or in order): the score in figures, and the quiz now showing its answers. */
    async submit(
      userId: string,
      id: string,
      answers: QuizAnswer[] | Record<string, QuizAnswer>,
      meter: Meter,
    ): Promise<SubmitQuizResponse> {
      const { evaluation, quiz } = await grade(userId, id, answers, meter);
      return { score: evaluation.score, correctAnswers: evaluation.correctAnswers, totalQuestions: evaluation.totalQuestions, quiz };
    },

    /** The quiz page's submit (answers in order), through the same grading: the evaluation with feedback per question. */
    async complete(userId: string, id: string, answers: QuizAnswer[], meter: Meter): Promise<CompleteQuizResponse> {
      return grade(userId, id, answers, meter);
    },

    /** A retake of a completed quiz: graded the same way, not stored (the first result stays the quiz's result). */
    async retake(userId: string, id: string, answers: QuizAnswer[], meter: Meter): Promise<QuizEvaluation> {
      const row = await owned(userId, id);
      if (!row.completedAt) throw conflict(QUIZ_TEXT.retakeBeforeCompletion);
      return (await evaluate(row, answers, meter)).evaluation;
    },

    async export(userId: string, id: string, format: QuizExportFormat): Promise<DownloadFile> {
      const row = await owned(userId, id);
      if (!row.completedAt) throw conflict(QUIZ_TEXT.exportBeforeCompletion);
      return exportQuiz(row, format);
    },

    /** The quiz as a QTI 3.0 package; like every export, only once completed, since it holds the answers. */
    async exportQti(userId: string, id: string): Promise<{ fileName: string; body: Buffer }> {
      const row = await owned(userId, id);
      if (!row.completedAt) throw conflict(QUIZ_TEXT.exportBeforeCompletion);
      const { fileName, files } = qtiPackage(row);
      return { fileName, body: await zipPackage(files, row.completedAt) };
    },

    /** A QTI package or item kept as a saved, open quiz; nothing is stored when no question could be read. */
    async importQti(userId: string, file: { filename: string; data: Buffer }): Promise<QtiImportReport> {
      const data = new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      const { title, questions, skipped } = await parseInThread({ kind: 'qti', data, filename: file.filename }, userId);
      const row = await repo.insertQuiz(db, userId, { title, topic: null, difficulty: 'medium', questions, savedAt: new Date() });
      return { quizId: row.id, title: row.title, imported: questions.length, skipped };
    },

    /** A completed quiz question by question (right answer, given answer, feedback, source); empty while open. */
    async results(userId: string, id: string): Promise<QuizResultItem[]> {
      return toResultItems(await owned(userId, id));
    },
  };
}
