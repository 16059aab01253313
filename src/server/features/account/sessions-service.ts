import { ACCOUNT_MESSAGES, type AccountSession } from '../../../shared/account';
import { deviceName } from '../../../shared/device-name';
import { SESSION_ABSOLUTE_MAX_MS } from '../../auth/auth';
import type { SessionCache } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http-error';
import * as repo from './sessions-repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_NOT_FOUND = 'Session not found';

function toSession(row: repo.SessionRow, currentToken: string | null): AccountSession {
  return {
    id: row.id,
    device: deviceName(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.token === currentToken,
  };
}

/** Where the user is signed in, and ending one of those sessions (settings page). */
export function accountSessionsService(db: Db, sessions: SessionCache) {
  return {
    /** Live sessions: the one asking first, then the most recently active. */
    async list(userId: string, currentToken: string | null): Promise<AccountSession[]> {
      const now = new Date();
      const rows = await repo.liveSessions(db, userId, now, new Date(now.getTime() - SESSION_ABSOLUTE_MAX_MS));
      // The device asking comes first; the others stay most recently active first.
      const list = rows.map((row) => toSession(row, currentToken));
      return [...list.filter((each) => each.current), ...list.filter((each) => !each.current)];
    },

    /**
     * Ends another of the user's sessions at once: deleted, and forgotten by this instance's cache
     * (another instance serves it for at most its cache lifetime, decision 030).
     */
    async revoke(userId: string, id: string, currentToken: string | null): Promise<{ id: string }> {
      if (!UUID.test(id)) throw notFound(SESSION_NOT_FOUND);
      const token = await repo.sessionToken(db, userId, id);
      if (token === undefined) throw notFound(SESSION_NOT_FOUND);
      if (token === currentToken) throw badRequest(ACCOUNT_MESSAGES.revokeCurrent);
      const deleted = await repo.deleteSession(db, userId, id);
      if (deleted === undefined) throw notFound(SESSION_NOT_FOUND);
      sessions.forgetToken(deleted);
      return { id };
    },
  };
}
