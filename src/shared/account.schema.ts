import { z } from 'zod';
import { LANGUAGES } from './i18n/languages';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  type AccountSession,
  type AccountSessionList,
  type ChangeEmailRequest,
  type ChangeEmailResult,
} from './account';

/** POST /api/auth/change-email. The password is checked before anything else happens. */
export const changeEmailRequestSchema = z.object({
  newEmail: z
    .string({ error: ACCOUNT_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.invalidEmail)
    .pipe(z.email({ error: ACCOUNT_MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase()),
  currentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPasswordRequired }).min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(1024),
}) satisfies z.ZodType<ChangeEmailRequest, unknown>;

export const changeEmailResultSchema = z.object({ status: z.enum(['changed', 'link_sent']) }) satisfies z.ZodType<ChangeEmailResult>;

export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<AccountSession>;

/** GET /api/account/sessions: the user's live sessions, the one asking first, then the most recently active. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) }) satisfies z.ZodType<AccountSessionList>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** DELETE /api/account/sessions/:id */
export const revokedSessionSchema = z.object({ id: z.string() });

/** PUT /api/account/language: the language Studium speaks to this user, in every browser. */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.languageUnknown }),
});
