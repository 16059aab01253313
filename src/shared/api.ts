export const MESSAGES = {
  notFound: 'Not found',
  routeNotFound: 'No API route matches this path',
  unauthorized: 'Please sign in to continue.',
  forbiddenOrigin: 'This request came from a page Studium does not trust.',
  tooManyAuthAttempts: 'Too many attempts. Please wait a minute and try again.',
  invalidJson: 'The request body is not valid JSON.',
  controlCharsInParams: 'Parameters must not contain control characters.',
  jsonOnly: 'Send the request body as application/json.',
  tooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  textTooComplex: 'Working through this text took too long or needed too much memory, so it was stopped. Please try a shorter text.',
  databaseUnavailable: 'Studium cannot reach its database right now. Please try again in a few seconds.',
} as const;

/**
 * Stable snake_case codes sent beside every error message (`{ message, code }`); the client may
 * branch on them, the message may be reworded.
 */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An administrator disabled the account: it cannot sign in (403). */
  accountDisabled: 'account_disabled',
  /** The server sends no e-mail (SMTP_URL unset). */
  mailOff: 'mail_off',
  tooLarge: 'too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unprocessable: 'unprocessable',
  /** Too little text or notes to build the answer from (offline engine). */
  noMaterial: 'no_material',
  rangeNotSatisfiable: 'range_not_satisfiable',
  tooManyRequests: 'too_many_requests',
  dailyLimitReached: 'daily_limit_reached',
  /** The user's share of a shared worker (OCR, offline speech, document and page parsing) is taken by their earlier jobs. */
  jobsInProgress: 'jobs_in_progress',
  /** The user already has as many uploads in flight as one account may (429). */
  uploadsInProgress: 'uploads_in_progress',
  /** A file or page took longer or more memory to read than its parsing thread allows (422). */
  tooComplex: 'too_complex',
  /** The user keeps as many notes, or as much note text, as one account may. */
  noteQuotaReached: 'note_quota_reached',
  /** The user keeps as many records of a kind, or as many bytes of it, as their plan allows (409 or 413). */
  storageQuotaReached: 'storage_quota_reached',
  serverError: 'server_error',
  notImplemented: 'not_implemented',
  upstreamFailed: 'upstream_failed',
  unavailable: 'unavailable',
  upstreamTimeout: 'upstream_timeout',
  databaseUnavailable: 'database_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  416: ERROR_CODES.rangeNotSatisfiable,
  422: ERROR_CODES.unprocessable,
  429: ERROR_CODES.tooManyRequests,
  501: ERROR_CODES.notImplemented,
  502: ERROR_CODES.upstreamFailed,
  503: ERROR_CODES.unavailable,
  504: ERROR_CODES.upstreamTimeout,
};

/** Every failure the API answers: a message to show, and a code to branch on (ERROR_CODES, or an auth code). */
export interface ErrorResponse {
  message: string;
  code: string;
}

/** The code an error of this status carries unless it names a more precise one. */
export function defaultErrorCode(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.serverError : ERROR_CODES.badRequest);
}
