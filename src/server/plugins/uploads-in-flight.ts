import type { ServerResponse } from 'node:http';
import { ERROR_CODES } from '../../shared/api';
import { UPLOADS_IN_FLIGHT_MESSAGE } from '../../shared/upload';
import { tooManyRequests } from '../http-error';

// A queue's share bounds the jobs a user has waiting for a thread, but not the uploads still being
// sent or read before they reach one: a user could open any number of slow 10 MB uploads, each
// holding a socket and its bytes. This bounds those per user, on every upload route at once. It is
// this process's sockets and memory that it protects, so the count is this process's alone.

export function uploadsInFlight(perUser: number) {
  const held = new Map<string, number>();
  return {
    /** Counts one upload of `userId` until its response closes (answered, or the client left); 429 past `perUser`. */
    hold(userId: string, response: ServerResponse) {
      const holding = held.get(userId) ?? 0;
      if (holding >= perUser) throw tooManyRequests(UPLOADS_IN_FLIGHT_MESSAGE, ERROR_CODES.uploadsInProgress);
      held.set(userId, holding + 1);
      response.once('close', () => {
        const left = (held.get(userId) ?? 1) - 1;
        if (left > 0) held.set(userId, left);
        else held.delete(userId);
      });
    },
    /** Uploads in flight for this user (tests). */
    size: (userId: string) => held.get(userId) ?? 0,
  };
}
