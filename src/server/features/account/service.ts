import type { SessionCache } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import type { ListCache } from '../../http/list-cache';
import type { Language } from '../../../shared/i18n/languages';
import { deleteUserAndOwnedRows, setLanguage } from './repo';

export interface AccountDeletion {
  /** Deletes the user and all they own; this instance's caches forget them at once. */
  deleteAccount(userId: string): Promise<void>;
}

/**
 * Run by better-auth's delete-user before its own deletes, which then find nothing left: the
 * user's rows all go in one transaction here, or none do.
 */
export function accountDeletion(db: Db, sessions: SessionCache, lists: ListCache): AccountDeletion {
  return {
    async deleteAccount(userId) {
      await deleteUserAndOwnedRows(db, userId);
      sessions.forgetUser(userId);
      lists.forgetUser(userId);
    },
  };
}

/** The user's language: stored, and this instance's session cache forgets the user so the next request speaks it. */
export function languageChoice(db: Db, forgetUser: (userId: string) => void) {
  return async (userId: string, language: Language): Promise<{ language: Language }> => {
    await setLanguage(db, userId, language);
    forgetUser(userId);
    return { language };
  };
}
