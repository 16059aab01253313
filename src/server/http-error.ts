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

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

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
