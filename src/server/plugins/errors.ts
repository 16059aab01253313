import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/api';
import { HttpError } from '../http-error';

const CODE_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.jsonOnly },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
};

function toResponse(error: FastifyError | HttpError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The schema's own message is the spec's wording; the first problem is the one to fix first.
    return { status: 400, message: error.validation[0]?.message ?? 'Invalid request' };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? CODE_MESSAGES[fastifyError.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return { status: 400, message: MESSAGES.invalidJson };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: MESSAGES.serverError };
}

/** Every failure becomes `{ message }` with its status; stack traces stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, message } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).type('application/json').send({ message });
  });
});
