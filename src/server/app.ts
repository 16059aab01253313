import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '../shared/api';
import { LTI_PATHS } from '../shared/lti';
import { createAdministration } from './administration';
import { createAuth } from './auth/auth';
import { authPlugin } from './auth/plugin';
import { resolveAuthSecret } from './auth/secret';
import { createSessionCache, type SessionCache } from './auth/session-cache';
import { createListCache } from './http/list-cache';
import type { Config } from './config';
import { mailBudget } from './mail/mail-budget';
import { createMailer } from './mail/mailer';
import type { DatabaseHandle } from './db/client';
import { startPgliteVacuum } from './db/pglite-vacuum';
import { createRetriever } from './engine/retrieval/retriever';
import { createStudyEngine } from './engine/create-engine';
import { shutdownEngineThreads } from './engine/offline/threaded-engine';
import { createGrounding } from './grounding/grounding';
import { shutdownOcr } from './ingest/ocr/ocr';
import { adminRoutes } from './features/admin/routes';
import { aiStatusRoutes } from './features/ai-status/routes';
import { tutorRoutes } from './features/tutor/routes';
import { doubtRoutes } from './features/doubt/routes';
import { classroomRoutes } from './features/classroom/routes';
import { courseClasses } from './features/classroom/course-classes';
import { billingRoutes } from './features/billing/routes';
import { createPaymentGateway, logPaymentMode } from './features/billing/gateway';
import { RAZORPAY_WEBHOOK_PATH } from './features/billing/webhook-routes';
import { flashcardRoutes } from './features/flashcards/routes';
import { reviewRoutes } from './features/flashcards/review-routes';
import { ltiAdminRoutes, ltiRoutes } from './features/lti/routes';
import { ltiService } from './features/lti/service';
import { platformKeys } from './features/lti/platform-keys';
import { platformServices } from './features/lti/platform-services';
import { scoreSender } from './features/lti/scores';
import { healthRoutes } from './features/health/routes';
import { noteRoutes } from './features/note/routes';
import { plannerRoutes } from './features/planner/routes';
import { pricingRoutes } from './features/pricing/routes';
import { quizRoutes } from './features/quiz/routes';
import { classConceptGrid } from './features/learner/class-concepts';
import { evidenceRecorder } from './features/learner/evidence';
import { learnerRoutes } from './features/learner/routes';
import { learnerService } from './features/learner/service';
import { practiceMaterial } from './features/learner/practice';
import { cardsService } from './features/flashcards/service';
import { studySettingsOf } from './features/learner/settings-service';
import { todayRoutes } from './features/today/routes';
import { quizService } from './features/quiz/service';
import { speechRoutes } from './features/speech/routes';
import { studyPathRoutes } from './features/study-path/routes';
import { studyPlanRoutes } from './features/study-plan/routes';
import { summaryRoutes } from './features/summary/routes';
import { wantToLearnRoutes } from './features/want-to-learn/routes';
import { clientAppPlugin } from './plugins/client-app';
import { controlCharParamsPlugin } from './plugins/control-char-params';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { jsonBodyPlugin } from './plugins/json-body';
import { listCachePlugin } from './plugins/list-cache';
import { openApiPlugin } from './plugins/openapi';
import { pathNormalFormPlugin } from './plugins/path-normal-form';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { securityHeadersPlugin } from './plugins/security-headers';
import { uploadsPlugin } from './plugins/uploads';
import { usagePlugin } from './features/usage/plugin';
import { deleteUserGuard } from './features/account/delete-guard';
import { accountRoutes } from './features/account/routes';
import { accountSessionRoutes } from './features/account/sessions-routes';
import { renderExport } from './features/note/export';
import { accountDeletion } from './features/account/service';
import { usageRoutes } from './features/usage/routes';
import { usageService } from './features/usage/service';
import { projectPath } from './project-path';
import { lazyChildLogger } from './logging/lazy-child-logger';
import { requestSerializer } from './logging/request-log';
import { errorSerializer } from './logging/scrubbed-error';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built client lives; tests of the API leave it out. */
  clientRoot?: string;
  logger?: boolean;
  /** Where the log is written (tests read it); stdout unless given. */
  logStream?: NodeJS.WritableStream;
  /** The clock of daily usage limits; tests set the time. */
  now?: () => Date;
  /** This instance's resolved sessions (decision 030); tests pass one with their own clock. */
  sessionCache?: SessionCache;
}

export const defaultClientRoot = projectPath('dist', 'client');

export async function buildApp({
  config,
  database,
  clientRoot,
  logger = true,
  logStream,
  now = () => new Date(),
  sessionCache = createSessionCache(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Query values and failed queries' values are users' data: neither is written (decision 044).
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    ...(logger && { childLoggerFactory: lazyChildLogger }),
    // A union value confuses Fastify's overloads; each member is a valid trustProxy setting.
    trustProxy: config.trustProxy as boolean,
    bodyLimit: 1024 * 1024,
    // A slow client cannot hold a socket for ever (decision 047): the headers, the whole request
    // and a silent connection each have a time; past it Node answers 408 or closes the socket.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // Node looks for requests past their time this often (30 s by default, which would let a
      // short timeout run far over).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.http.headersTimeoutMs / 4)),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON routes take only application/json; everything else is answered 415.
  app.removeContentTypeParser('text/plain');

  const secret = resolveAuthSecret(config.authSecret, config.dataDir, app.log);
  const mailer = createMailer(config.mail, app.log, { allow: mailBudget(database.db, secret) });
  app.addHook('onClose', async () => mailer.close());
  // Made before auth: deleting an account empties the user's cached lists too.
  const lists = createListCache();
  const accounts = accountDeletion(database.db, sessionCache, lists);
  const auth = createAuth(config, database.db, secret, app.log, sessionCache, mailer, accounts);

  // LTI (decisions 072, 075): made first, since the pages' headers frame Studium for its platforms
  // and the quiz and path features hand it finished attempts whose scores go to the gradebooks.
  const ltiServices = platformServices({ db: database.db, allowHosts: config.linkFetchAllowHosts });
  const ltiClasses = courseClasses(database.db, now);
  const ltiScores = scoreSender({ db: database.db, services: ltiServices, attemptScore: ltiClasses.attemptScore, now, log: app.log });
  const lti = ltiService({
    db: database.db,
    classes: ltiClasses,
    auth,
    keys: platformKeys(config.linkFetchAllowHosts),
    publicUrl: config.publicUrl,
    services: ltiServices,
    scores: ltiScores,
  });
  app.addHook('onReady', async () => {
    await lti.refreshAncestors();
    ltiScores.start();
  });
  app.addHook('onClose', () => ltiScores.stop());

  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https://'),
    razorpay: Boolean(config.razorpay.keyId && config.razorpay.keySecret),
    frameAncestors: lti.frameAncestors,
  });
  // First of the request hooks: a second spelling of an API path never reaches CSRF, limits or routes.
  await app.register(pathNormalFormPlugin);
  // Before anything reads a parameter: a NUL in one would reach PostgreSQL, which refuses it.
  await app.register(controlCharParamsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(csrfPlugin, {
    trustedOrigins: config.trustedOrigins,
    exemptPaths: [RAZORPAY_WEBHOOK_PATH, LTI_PATHS.login, LTI_PATHS.launch],
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: MESSAGES.tooManyAuthAttempts,
      retryAfter: context.after,
    }),
  });
  await app.register(openApiPlugin);
  // Before the auth routes, so its hook reaches better-auth's delete-user.
  await app.register(deleteUserGuard, { auth, db: database.db, mailer });
  await app.register(authPlugin, { auth, db: database.db, config, secret, now, sessionCache, mailer });
  // After auth: a user's own write drops their cached lists (decision 038).
  await app.register(listCachePlugin, { lists, database });
  // After auth: its hook answers 401 before the upload hook looks at the body's type.
  await app.register(uploadsPlugin);
  // After auth (it needs the user) and before the routes whose `config.usage` it counts.
  const usage = usageService(database.db, { now, timeZone: config.usageTimeZone });
  await app.register(usagePlugin, { usage });

  await app.register(healthRoutes, { db: database.db });
  await app.register(pricingRoutes);
  await app.register(usageRoutes, { usage, db: database.db });
  const engine = createStudyEngine(config, app.log);
  // The offline engine's threads would keep the process alive after the server closes.
  app.addHook('onClose', () => shutdownEngineThreads());
  const retriever = createRetriever(database.db);
  // One grounding for the tutor and the doubt solver: retrieval over the user's notes, then citations.
  const grounding = createGrounding(retriever);
  await app.register(summaryRoutes, { db: database.db, engine, lists });
  // The learner model (decision 067): the tools hand it evidence after they answer.
  const evidence = evidenceRecorder(database.db, app.log);
  // A finished quiz or a ticked path step is evidence, and for an LMS-linked attempt a score owed to its gradebook.
  const recordEvidence: typeof evidence.record = (userId, items) => {
    evidence.record(userId, items);
    lti.attemptsChanged(userId).catch((error: unknown) => app.log.warn({ err: error }, 'LTI scores not queued'));
  };
  // One learner model per instance, its replays kept: /progress, the Today list and the planner read it.
  const learner = learnerService(database.db, evidence, now);
  const concepts = (userId: string) => learner.concepts(userId, undefined);
  // The student's study minutes a day, from their study settings (decision 068).
  const dailyMinutesFor = async (userId: string) => (await studySettingsOf(database.db, userId)).dailyMinutes;
  // Want To Learn keeps its quick quiz among the user's quizzes through the quiz feature's service.
  const quizzes = quizService(database.db, engine, retriever);
  await app.register(wantToLearnRoutes, {
    engine,
    retriever,
    linkAllowHosts: config.linkFetchAllowHosts,
    saveQuiz: (userId, quiz) => quizzes.saveReadyMade(userId, quiz),
  });
  await app.register(speechRoutes, { ai: config.ai, db: database.db });
  await app.register(aiStatusRoutes, { config });
  await app.register(plannerRoutes, { db: database.db, engine, now, lists, concepts });
  await app.register(noteRoutes, { db: database.db, driver: database.kind, lists, recordEvidence });
  await app.register(doubtRoutes, { db: database.db, engine, grounding, lists, recordEvidence });
  await app.register(tutorRoutes, { db: database.db, engine, grounding, lists });
  const gateway = createPaymentGateway(config, secret);
  logPaymentMode(app.log, gateway);
  await app.register(billingRoutes, {
    db: database.db,
    gateway,
    now,
    onPlanChanged: (userId) => sessionCache.forgetUser(userId),
  });
  // Practice lends the quiz feature the flashcards' and the learner model's services (decision 069).
  const cards = cardsService(database.db, now);
  const practice = {
    addQuizCards: cards.addQuizCards,
    practiceMaterial: practiceMaterial(database.db, learner.concepts),
  };
  await app.register(quizRoutes, { db: database.db, engine, retriever, lists, recordEvidence, practice });
  await app.register(studyPathRoutes, { db: database.db, engine, lists, recordEvidence });
  await app.register(studyPlanRoutes, { db: database.db, engine, now, lists });
  await app.register(classroomRoutes, {
    db: database.db,
    now,
    conceptGrid: classConceptGrid(database.db, now),
    lms: (classId) => lti.classResults(classId),
  });
  await app.register(flashcardRoutes, { db: database.db, engine, now, lists, studySettingsOf });
  await app.register(reviewRoutes, { db: database.db, now, recordEvidence, studySettingsOf });
  await app.register(learnerRoutes, { db: database.db, evidence, service: learner });
  await app.register(todayRoutes, { db: database.db, now, concepts, dailyMinutesFor });
  // The archive writes each note as the notes page's Markdown export does.
  await app.register(accountRoutes, {
    db: database.db,
    now,
    noteMarkdown: (note) => renderExport([note], 'md'),
    forgetUser: (userId) => sessionCache.forgetUser(userId),
  });
  await app.register(accountSessionRoutes, { db: database.db, sessionCache });

  await app.register(adminRoutes, { service: createAdministration({ config, database, auth, sessionCache, mailer, accounts, now }) });

  // LTI 1.3 (decisions 072, 075): learning platforms launch students and teachers into their classes.
  await app.register(ltiAdminRoutes, { service: lti });
  await app.register(ltiRoutes, { service: lti, db: database.db, secureCookies: config.publicUrl.startsWith('https://') });

  // The OCR worker thread would keep the process alive after the server closes.
  app.addHook('onClose', () => shutdownOcr());
  if (database.kind === 'pglite') {
    const vacuum = startPgliteVacuum(database.client, { log: app.log });
    app.addHook('onClose', () => vacuum.stop());
  }

  await app.register(clientAppPlugin, { root: clientRoot ?? '', siteInfo: config.siteInfo });
  return app;
}
