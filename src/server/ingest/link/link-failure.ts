import { unprocessable } from '../../http-error';

/**
 * Every refused or failed fetch of a link answers 422, whatever went wrong: a status that differed
 * between "refused", "unreachable" and "timed out" would let a user map which ports answer on a
 * host (decision 014). The message says what the user can act on.
 */
export const linkFailure = (message: string) => unprocessable(message);
