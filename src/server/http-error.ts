import { type ErrorCode, defaultErrorCode } from '../shared/api';

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
