import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_SEARCH_MAX_LENGTH,
  AUDIT_ACTIONS,
  PLAN_UNTIL_PATTERN,
  type AdminUser,
  type AdminUserPage,
  type AiTestResult,
  type AuditEntry,
  type AuditPage,
  type InstanceStatus,
} from './admin';
import { planNameSchema } from './pricing.schema';
import { USAGE_KINDS } from './usage';

/** A page's end as the page before handed it out: the id of its last row. */
const cursor = z
  .string({ error: ADMIN_MESSAGES.cursorInvalid })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, ADMIN_MESSAGES.cursorInvalid)
  .optional();

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({
  q: z.string().max(ADMIN_SEARCH_MAX_LENGTH, `Search for at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`).optional(),
  cursor,
});

/** A user named in the path. */
export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: planNameSchema,
  planExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  disabled: z.boolean(),
  admin: z.boolean(),
}) satisfies z.ZodType<AdminUser>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<AdminUserPage>;

/** POST /api/admin/users/:id/plan: the plan, and for a paid one the last day it runs (none: no end). */
export const setPlanBodySchema = z.object({
  plan: planNameSchema,
  until: z.string({ error: ADMIN_MESSAGES.untilInvalid }).regex(PLAN_UNTIL_PATTERN, ADMIN_MESSAGES.untilInvalid).nullable().optional(),
});

/** Answers of actions that leave no user to show (delete, password reset). */
export const adminMessageSchema = z.object({ message: z.string() });

/** GET /api/admin/audit */
export const auditQuerySchema = z.object({ cursor });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
}) satisfies z.ZodType<AuditEntry>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<AuditPage>;

export const instanceStatusSchema = z.object({
  users: z.number().int(),
  activeToday: z.number().int(),
  activeWeek: z.number().int(),
  aiCallsToday: z.object(
    Object.fromEntries(USAGE_KINDS.map((kind) => [kind, z.number().int()])) as Record<(typeof USAGE_KINDS)[number], z.ZodNumber>,
  ),
  storage: z.object({ databaseBytes: z.number(), audioBytes: z.number() }),
  database: z.enum(['embedded', 'postgresql']),
  version: z.string(),
  ai: z.object({ provider: z.string(), model: z.string().nullable() }),
  mail: z.boolean(),
}) satisfies z.ZodType<InstanceStatus>;

export const aiTestResultSchema = z.object({
  ok: z.boolean(),
  provider: z.string(),
  model: z.string().nullable(),
  text: z.string(),
  ms: z.number().int(),
}) satisfies z.ZodType<AiTestResult>;
