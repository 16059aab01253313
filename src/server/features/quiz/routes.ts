import type { ListCache } from '../../http/list-cache';
import { getKeptPages } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  completeQuizResponseSchema,
  completeQuizSchema,
  generateDashboardQuizSchema,
  generateQuizFieldsSchema,
  mistakeCardsResponseSchema,
  quizExportFileSchema,
  quizEvaluationResponseSchema,
  quizExportQuerySchema,
  quizIdParamsSchema,
  quizListSchema,
  quizViewSchema,
  saveQuizSchema,
  submitQuizResponseSchema,
  submitQuizSchema,
  weakSpotsQuizSchema,
} from '../../../shared/quiz.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { StudyEngine } from '../../engine/types';
import type { RecordEvidence } from '../../../shared/learner';
import { QTI_MAX_UPLOAD_BYTES, QTI_TEXT } from '../../../shared/qti';
import { qtiImportReportSchema, qtiPackageFileSchema } from '../../../shared/qti.schema';
import { badRequest } from '../../http-error';
import { attachment, sendDownload } from '../../http/download';
import { readSingleFile, readUploadForm, uploadRoutes } from '../../plugins/uploads';
import { type PracticeLent, quizPractice } from './practice';
import { quizService } from './service';

interface Options {
  db: Db;
  engine: StudyEngine;
  retriever: Retriever;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
  /** The learner model's evidence (features do not import each other). */
  recordEvidence?: RecordEvidence;
  /** The flashcards' and the learner model's services the practice routes use. */
  practice: PracticeLent;
}

/**
 * Grading counts as a generation only when a provider reads written answers: multiple choice is
 * graded without one, so a multiple-choice quiz (the dashboard's) can always be handed in.
 */
const GRADING_USAGE = { usage: 'generations', usageOnDemand: true } as const;

/** Both flavours of the spec (dashboard and quiz page) over one quiz model and one service. */
export async function quizRoutes(app: FastifyInstance, { db, engine, retriever, lists, recordEvidence, practice }: Options) {
  const service = quizService(db, engine, retriever, recordEvidence);
  const practising = quizPractice(db, engine, practice);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  // A page of 100 without the questions; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/quizzes', name: 'quizzes', schema: quizListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  typed.get(
    '/api/quizzes/:id',
    { schema: { params: quizIdParamsSchema, response: { 200: quizViewSchema, ...failures } } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  // Dashboard: the quiz is stored as an unsaved draft and comes back without its answers.
  typed.post(
    '/api/quizzes/generate',
    { config: { usage: 'generations' }, schema: { body: generateDashboardQuizSchema, response: { 200: quizViewSchema } } },
    async (request) => service.generateForDashboard(currentUser(request).id, request.body),
  );

  typed.post('/api/quizzes/save', { schema: { body: saveQuizSchema, response: { 200: quizViewSchema, ...failures } } }, async (request) =>
    service.save(currentUser(request).id, request.body),
  );

  typed.put(
    '/api/quizzes/:id/submit',
    {
      config: GRADING_USAGE,
      schema: { params: quizIdParamsSchema, body: submitQuizSchema, response: { 200: submitQuizResponseSchema, ...failures } },
    },
    async (request) => service.submit(currentUser(request).id, request.params.id, request.body.answers, () => request.spendUsage()),
  );

  // Quiz page: multipart with optional topic, text, difficulty, numQuestions and one .txt or .pdf file.
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/generate-quiz',
        { config: { upload: true, usage: 'generations' }, schema: { response: { 201: quizViewSchema, ...failures } } },
        async (request, reply) => {
          const { fields, file } = await readUploadForm(request);
          const parsed = generateQuizFieldsSchema.safeParse(fields);
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
          return reply.status(201).send(await service.generateFromForm(currentUser(request).id, parsed.data, file));
        },
      );

      // A QTI 3.0 (or 2.1/2.2) package or single item, kept as a saved quiz; the report names what was left out.
      uploads.post(
        '/api/quizzes/import-qti',
        {
          config: { upload: { maxBytes: QTI_MAX_UPLOAD_BYTES, tooLarge: QTI_TEXT.tooLarge } },
          schema: { response: { 201: qtiImportReportSchema, ...failures } },
        },
        async (request, reply) => {
          const file = await readSingleFile(request);
          return reply.status(201).send(await service.importQti(currentUser(request).id, file));
        },
      );
    }),
  );

  typed.put(
    '/api/quizzes/:id/complete',
    {
      config: GRADING_USAGE,
      schema: { params: quizIdParamsSchema, body: completeQuizSchema, response: { 200: completeQuizResponseSchema, ...failures } },
    },
    async (request) => service.complete(currentUser(request).id, request.params.id, request.body.answers, () => request.spendUsage()),
  );

  // A retake on the quiz page: graded on the server like the first attempt, nothing stored.
  typed.post(
    '/api/quizzes/:id/retake',
    {
      config: GRADING_USAGE,
      schema: { params: quizIdParamsSchema, body: completeQuizSchema, response: { 200: quizEvaluationResponseSchema, ...failures } },
    },
    async (request) => service.retake(currentUser(request).id, request.params.id, request.body.answers, () => request.spendUsage()),
  );

  typed.get(
    '/api/quizzes/:id/export',
    { schema: { params: quizIdParamsSchema, querystring: quizExportQuerySchema, response: { 200: quizExportFileSchema, ...failures } } },
    async (request, reply) => {
      const file = await service.export(currentUser(request).id, request.params.id, request.query.format);
      return sendDownload(reply, file);
    },
  );

  // A zip answer, so the reply is not typed from the response schemas (they describe it for the API document).
  app.get<{ Params: { id: string } }>(
    '/api/quizzes/:id/export.qti',
    {
      schema: {
        params: quizIdParamsSchema,
        response: {
          200: {
            description: 'The completed quiz as a QTI 3.0 content package.',
            content: { 'application/zip': { schema: qtiPackageFileSchema } },
          },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await service.exportQti(currentUser(request).id, request.params.id);
      return reply.type('application/zip').header('content-disposition', attachment(fileName)).send(body);
    },
  );

  // After a completed quiz: one card per wrong answer, with its passage; asked again, no duplicates.
  typed.post(
    '/api/quizzes/:id/mistake-cards',
    { schema: { params: quizIdParamsSchema, response: { 200: mistakeCardsResponseSchema, ...failures } } },
    async (request) => practising.mistakeCards(currentUser(request).id, request.params.id),
  );

  // A quiz on the weakest concepts (or one concept), counted as a quiz generation; opened like any quiz.
  typed.post(
    '/api/quizzes/weak-spots',
    { config: { usage: 'generations' }, schema: { body: weakSpotsQuizSchema, response: { 201: quizViewSchema, ...failures } } },
    async (request, reply) => reply.status(201).send(await practising.weakSpots(currentUser(request).id, request.body)),
  );
}
