import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserPage,
  type AiTestResult,
  type AuditPage,
  type InstanceStatus,
} from '../../../shared/admin';
import { ERROR_CODES } from '../../../shared/api';
import { settle } from '../../../shared/plan-schedule';
import type { PlanName } from '../../../shared/pricing';
import { USAGE_KINDS } from '../../../shared/usage';
import { isAdminRow } from '../../auth/admin-access';
import { badRequest, HttpError, notFound } from '../../http-error';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Who acts: a signed-in administrator, or `npm run admin` (id null, address 'cli'). */
export interface Actor {
  id: string | null;
  email: string;
}

/** What administration needs of the rest of the server, handed in by whoever builds it (app.ts, the CLI). */
export interface AdminDeps {
  db: Db;
  now: () => Date;
  timeZone: string;
  adminEmails: readonly string[];
  /** This instance's cached sessions of the user are dropped (decision 030). */
  forgetUser: (userId: string) => void;
  /** The account feature's deletion: the user and everything they own. */
  deleteAccount: (userId: string) => Promise<void>;
  /** better-auth's forgot-password path (the mail it sends); undefined without mail. */
  requestPasswordReset?: (email: string) => Promise<void>;
  /** The facts of this server the instance card shows. */
  facts: Pick<InstanceStatus, 'database' | 'version' | 'ai' | 'mail'>;
  testAi: () => Promise<AiTestResult>;
  /** A one-time password-reset link of better-auth's (the command line's reset-link). */
  createResetLink?: (userId: string) => Promise<string>;
}

/** The last moment of `until` (YYYY-MM-DD) in UTC, the zone plan dates are shown in; 400 when no such day. */
function endOfDay(until: string): Date {
  const [year, month, day] = until.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day, 23, 59, 59, 999));
  if (end.getUTCFullYear() !== year || end.getUTCMonth() !== month - 1 || end.getUTCDate() !== day)
    throw badRequest(ADMIN_MESSAGES.untilInvalid);
  return end;
}

export function adminService(deps: AdminDeps) {
  const { db, now } = deps;

  const toAdminUser = (row: repo.AdminUserRow): AdminUser => {
    const { plan, expiresAt } = settle({ ...row, expiresAt: row.planExpiresAt }, now());
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      plan,
      planExpiresAt: expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
      disabled: row.disabledAt !== null,
      admin: isAdminRow(row, deps.adminEmails),
    };
  };

  const target = async (id: string) => {
    const row = await repo.userById(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    return row;
  };
  const notSelf = (actor: Actor, row: repo.AdminUserRow) => {
    if (actor.id === row.id) throw badRequest(ADMIN_MESSAGES.notYourself);
  };
  const audit = (
    actor: Actor,
    row: repo.AdminUserRow,
    action: repo.AuditInput['action'],
    details?: Record<string, unknown>,
  ): repo.AuditInput => ({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetId: row.id,
    targetEmail: row.email,
    details,
  });
  const reread = async (id: string) => toAdminUser(await target(id));

  return {
    async users({ q, cursor }: { q?: string; cursor?: string }): Promise<AdminUserPage> {
      const search = q?.trim() || undefined;
      const rows = await repo.usersPage(db, { search, after: cursor, limit: ADMIN_PAGE_SIZE + 1 });
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      return { users: page.map(toAdminUser), nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1]!.id : null };
    },

    /** A paid plan until the end of `until` (UTC), or without an end; Free has none. */
    async setPlan(actor: Actor, id: string, plan: PlanName, until: string | null): Promise<AdminUser> {
      const row = await target(id);
      if (plan === 'Free' && until) throw badRequest(ADMIN_MESSAGES.freeHasNoEnd);
      const expiresAt = until ? endOfDay(until) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime()) throw badRequest(ADMIN_MESSAGES.untilPast);
      await repo.setPlan(db, row.id, plan, expiresAt, audit(actor, row, 'set_plan', { plan, until: until ?? null }));
      deps.forgetUser(row.id);
      return reread(row.id);
    },

    /** Ends every session of the user at once and refuses new ones. */
    async disable(actor: Actor, id: string): Promise<AdminUser> {
      const row = await target(id);
      notSelf(actor, row);
      await repo.setDisabled(db, row.id, true, audit(actor, row, 'disable'));
      deps.forgetUser(row.id);
      return reread(row.id);
    },

    async enable(actor: Actor, id: string): Promise<AdminUser> {
      const row = await target(id);
      await repo.setDisabled(db, row.id, false, audit(actor, row, 'enable'));
      deps.forgetUser(row.id);
      return reread(row.id);
    },

    /** As deleting one's own account does (decision 052); the audit entry keeps the address. */
    async deleteUser(actor: Actor, id: string): Promise<{ message: string }> {
      const row = await target(id);
      notSelf(actor, row);
      await deps.deleteAccount(row.id);
      await repo.addAudit(db, audit(actor, row, 'delete'));
      return { message: ADMIN_MESSAGES.deleted(row.email) };
    },

    /** The forgot-password mail, sent to the user; without mail the command line makes a link instead. */
    async sendPasswordReset(actor: Actor, id: string): Promise<{ message: string }> {
      const row = await target(id);
      if (!deps.requestPasswordReset) throw new HttpError(503, ADMIN_MESSAGES.mailOff, ERROR_CODES.mailOff);
      await deps.requestPasswordReset(row.email);
      await repo.addAudit(db, audit(actor, row, 'password_reset'));
      return { message: ADMIN_MESSAGES.resetSent(row.email) };
    },

    /** The user with this address (any case), for the command line. */
    async byEmail(email: string): Promise<AdminUser | undefined> {
      const row = await repo.userByEmail(db, email);
      return row && toAdminUser(row);
    },

    async makeAdmin(actor: Actor, id: string): Promise<AdminUser> {
      const row = await target(id);
      await repo.makeAdmin(db, row.id, audit(actor, row, 'make_admin'));
      deps.forgetUser(row.id);
      return reread(row.id);
    },

    /** A link that sets a new password once, within the hour, for a server that cannot mail it. */
    async resetLink(actor: Actor, id: string): Promise<string> {
      const row = await target(id);
      if (!deps.createResetLink) throw new Error('reset links are made by the command line');
      const link = await deps.createResetLink(row.id);
      await repo.addAudit(db, audit(actor, row, 'reset_link'));
      return link;
    },

    async instance(): Promise<InstanceStatus> {
      const [activity, storage] = await Promise.all([repo.activity(db, now(), deps.timeZone), repo.storage(db)]);
      const aiCallsToday = Object.fromEntries(
        USAGE_KINDS.map((kind) => [kind, activity.callsToday[kind] ?? 0]),
      ) as InstanceStatus['aiCallsToday'];
      return {
        users: activity.users,
        activeToday: activity.activeToday,
        activeWeek: activity.activeWeek,
        aiCallsToday,
        storage,
        ...deps.facts,
      };
    },

    async testAi(actor: Actor): Promise<AiTestResult> {
      const result = await deps.testAi();
      await repo.addAudit(db, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'ai_test',
        details: { ok: result.ok, provider: result.provider },
      });
      return result;
    },

    async audit({ cursor }: { cursor?: string }): Promise<AuditPage> {
      const rows = await repo.auditPage(db, { after: cursor, limit: ADMIN_PAGE_SIZE + 1 });
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      return {
        entries: page.map(({ createdAt, ...entry }) => ({ ...entry, at: createdAt.toISOString() })),
        nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1]!.id : null,
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
