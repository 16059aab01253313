import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode, MESSAGES, defaultErrorCode } from '../../shared/api';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable';
import { EngineError } from '../engine/errors';
import { HttpError, engineHttpError } from '../http-error';
import { describeError } from '../logging/scrubbed-error';
import { inRequestLanguage } from './language';

interface ErrorAnswer {
  status: number;
  message: string;
  code: ErrorCode;
}

const databaseUnavailable: ErrorAnswer = {
  status: 503,
  message: MESSAGES.databaseUnavailable,
  code: ERROR_CODES.databaseUnavailable,
};

const invalidJson: ErrorAnswer = { status: 400, message: MESSAGES.invalidJson, code: ERROR_CODES.invalidJson };

const FASTIFY_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.jsonOnly, code: ERROR_CODES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge, code: ERROR_CODES.tooLarge },
};

function toAnswer(error: FastifyError | HttpError | Error): ErrorAnswer {
  if (error instanceof EngineError) return toAnswer(engineHttpError(error));
  if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code };
  // Whatever wraps it: a database restart is a short wait, not a bug.
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The schema's own message is the one users see; the first problem is the one to fix first.
    const message = error.validation[0]?.message ?? 'Invalid request';
    return { status: 400, message, code: ERROR_CODES.badRequest };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return invalidJson;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) return { status, message: error.message, code: defaultErrorCode(status) };
  return { status: 500, message: MESSAGES.serverError, code: ERROR_CODES.serverError };
}

/** Every failure becomes `{ message, code }` with its status; stack traces stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, message, code } = toAnswer(error);
    // Described here rather than left to the app logger's `err` serializer: scrubbed on any logger.
    if (code === ERROR_CODES.databaseUnavailable) {
      request.log.warn({ error: describeError(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    } else if (status >= 500) request.log.error({ error: describeError(error) }, 'request failed');
    return reply
      .status(status)
      .type('application/json')
      .send({ message: inRequestLanguage(request, message), code });
  });
});
