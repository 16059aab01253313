// Administration of one Studium server (decision 055): who is an administrator, what they may do
// and the words the /admin page and `npm run admin` use. Plain constants; schemas in admin.schema.ts.
import type { PlanName } from './pricing';
import type { UsageKind } from './usage';
import { dynamicMessage } from './i18n/dynamic-message';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What the audit log records; 'cli' as the actor's address means `npm run admin`. */
export const AUDIT_ACTIONS = ['set_plan', 'disable', 'enable', 'delete', 'password_reset', 'reset_link', 'make_admin', 'ai_test'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit log's actor for the command line. */
export const CLI_ACTOR = 'cli';

/** Users and audit entries on one page. */
export const ADMIN_PAGE_SIZE = 50;
/** The longest search the users list takes. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/** A plan end date as the form and the command line give it. */
export const PLAN_UNTIL_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const ADMIN_MESSAGES = {
  disabledSignIn: 'This account has been disabled by the administrator of this server. Ask them to enable it again.',
  notYourself: 'You cannot do this to your own account here: use your account settings instead.',
  userNotFound: 'No user has this id.',
  untilInvalid: 'The end date must be a real date written as YYYY-MM-DD.',
  untilPast: 'The end date must be today or later.',
  freeHasNoEnd: 'The Free plan has no end date: leave the date empty.',
  cursorInvalid: 'This page is no longer available: please reload the list.',
  mailOff:
    'This server does not send e-mail (SMTP_URL is not set), so no reset link can be mailed. On the server, run `npm run admin -- reset-link <email>` and give the person the link it prints.',
  resetSent: (email: string) =>
    dynamicMessage('ADMIN_MESSAGES.resetSent', { email }, `A password-reset link was mailed to ${email}. It works once, for 1 hour.`),
  deleted: (email: string) => dynamicMessage('ADMIN_MESSAGES.deleted', { email }, `${email} and everything the account held are deleted.`),
  offlineEngine: 'No AI provider is configured: the built-in offline engine answers every tool. Set AI_PROVIDER to test one.',
} as const;

/** One user as the administrators' list shows them. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** The plan in force now (a lapsed paid plan reads Free). */
  plan: PlanName;
  /** When the paid plan ends (ISO); null for Free or a plan without an end. */
  planExpiresAt: string | null;
  createdAt: string;
  /** The latest time one of the user's sessions was created or extended; null with no session left. */
  lastSeenAt: string | null;
  disabled: boolean;
  admin: boolean;
}

export interface AdminUserPage {
  users: AdminUser[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  targetId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** GET /api/admin/instance */
export interface InstanceStatus {
  users: number;
  activeToday: number;
  activeWeek: number;
  /** Calls counted today against daily limits, by kind, in the usage time zone. */
  aiCallsToday: Record<UsageKind, number>;
  storage: { databaseBytes: number; audioBytes: number };
  database: 'embedded' | 'postgresql';
  version: string;
  ai: { provider: string; model: string | null };
  mail: boolean;
}

/** POST /api/admin/ai-test: the provider's answer to a one-token question, or its error. */
export interface AiTestResult {
  ok: boolean;
  provider: string;
  model: string | null;
  /** The answer's text when ok, else the provider's error (no key). */
  text: string;
  ms: number;
}

/** The screen's words. */
export const ADMIN_TEXTS = {
  title: 'Administration',
  link: 'Administration',
  usersTitle: 'Users',
  searchLabel: 'Search users by name or e-mail',
  loadMore: 'Load more',
  noUsers: 'No user matches this search.',
  instanceTitle: 'This server',
  testAi: 'Test',
  auditTitle: 'Audit log',
  noAudit: 'No administrator action yet.',
  setPlan: 'Set plan',
  planUntil: 'Until (optional)',
  disable: 'Disable',
  enable: 'Enable',
  delete: 'Delete',
  sendReset: 'Send password reset',
  confirmDelete: (email: string) =>
    `Delete ${email} for good? Their notes, quizzes, plans, flashcards, conversations, payments and the classes they teach all go. This cannot be undone.`,
  confirmDisable: (email: string) => `Disable ${email}? They are signed out everywhere at once and cannot sign in until enabled.`,
} as const;
