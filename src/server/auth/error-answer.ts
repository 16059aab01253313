import { defaultErrorCode } from '../../shared/api';

/**
 * better-auth answers a failure with JSON like `{ code: 'INVALID_EMAIL_OR_PASSWORD', message }`;
 * the API's failures are `{ message, code }` with snake_case codes. The message is kept as it is,
 * the code lower-cased, and a failure without either gets the status's wording and default code.
 */
export function authErrorAnswer(status: number, statusText: string, text: string): { message: string; code: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' && fields.message ? fields.message : statusText || 'Request failed';
  const code =
    typeof fields.code === 'string' && /^[A-Za-z0-9_]+$/.test(fields.code) ? fields.code.toLowerCase() : defaultErrorCode(status);
  return { message, code };
}
