import { ERROR_CODES, MESSAGES } from '../../shared/api';
import type { Db } from '../db/client';
import { databaseAnswers } from '../db/ping';
import { unavailable } from '../http-error';

/**
 * better-auth answers some database failures itself, with a 500 that keeps the cause inside it
 * (its session endpoint does). When it answers 5xx and the database does not answer either, the
 * request failed for the outage and is answered as one: 503 with Retry-After, not a 500.
 */
export async function unlessDatabaseDown(response: Response, db: Db): Promise<Response> {
  if (response.status < 500 || (await databaseAnswers(db))) return response;
  throw unavailable(MESSAGES.databaseUnavailable, ERROR_CODES.databaseUnavailable);
}
