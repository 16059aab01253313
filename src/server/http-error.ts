import { ERROR_CODES, type ErrorCode, defaultErrorCode } from '../shared/api';
import type { EngineError, EngineErrorKind } from './engine/errors';

/**
 * An error the client caused or may see: sent as `{ message, code }` with `status`. The code is
 * the status's default unless the caller names a more precise one.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? defaultErrorCode(status);
  }
}

// One helper per status the server answers with, named after its default code (ERROR_CODES);
// `code` names a more precise one. A status chosen at run time takes `new HttpError(status, …)`.
export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message: string, code?: ErrorCode) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code?: ErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);
export const tooLarge = (message: string, code?: ErrorCode) => new HttpError(413, message, code);
export const unsupportedMediaType = (message: string, code?: ErrorCode) => new HttpError(415, message, code);
export const unprocessable = (message: string, code?: ErrorCode) => new HttpError(422, message, code);
export const tooManyRequests = (message: string, code?: ErrorCode) => new HttpError(429, message, code);
export const serverError = (message: string, code?: ErrorCode) => new HttpError(500, message, code);
export const notImplemented = (message: string, code?: ErrorCode) => new HttpError(501, message, code);
export const upstreamFailed = (message: string, code?: ErrorCode) => new HttpError(502, message, code);
export const unavailable = (message: string, code?: ErrorCode) => new HttpError(503, message, code);
export const upstreamTimeout = (message: string, code?: ErrorCode) => new HttpError(504, message, code);

/** How each kind of engine failure is answered; the engine's message is sent as it is. */
const ENGINE_ANSWERS: Record<EngineErrorKind, { status: number; code: ErrorCode }> = {
  invalid_input: { status: 400, code: ERROR_CODES.badRequest },
  no_material: { status: 422, code: ERROR_CODES.noMaterial },
  provider_failed: { status: 502, code: ERROR_CODES.upstreamFailed },
  provider_timeout: { status: 504, code: ERROR_CODES.upstreamTimeout },
  provider_busy: { status: 503, code: ERROR_CODES.unavailable },
};

/** The HTTP answer to an engine failure. */
export function engineHttpError(error: EngineError): HttpError {
  const { status, code } = ENGINE_ANSWERS[error.kind];
  return new HttpError(status, error.message, code);
}
