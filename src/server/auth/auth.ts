import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { DELETE_ACCOUNT_LINK_SECONDS, EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../shared/account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { AccountDeletion } from '../features/account/service';
import { mailLanguage } from '../mail/mail-language';
import { deleteAccountMail, passwordResetMail } from '../mail/messages';
import { promoteFirstUser, refuseDisabledUser } from './admin-access';
import { accountMails } from './account-mails';
import { betterAuthLogger } from './auth-logger';
import { profileForNewUser, profileForUpdate } from './names';
import { hashPassword, verifyPassword } from './password';
import { scopeBetterAuthStores } from './scoped-async-storage';
import type { SessionCache } from './session-cache';

/** Header our auth route sets from Fastify's request.ip (never taken from the client). */
export const CLIENT_IP_HEADER = 'x-studium-client-ip';

export const SESSION_LIFETIME_S = 7 * 24 * 60 * 60;
/** A used session is extended (to a fresh 7 days) at most once a day. */
export const SESSION_REFRESH_AGE_S = 24 * 60 * 60;
export const SESSION_ABSOLUTE_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `sessions` is this instance's cache of resolved sessions: every session better-auth deletes
 * (sign-out, revocation, password change) and every user it changes or deletes leaves it at once.
 */
export function createAuth(
  config: Config,
  db: Db,
  secret: string,
  log: FastifyBaseLogger,
  sessions: SessionCache,
  mailer: Mailer,
  accounts: AccountDeletion,
) {
  const { google, github } = config.oauth;
  const mails = accountMails(config, mailer, secret);
  scopeBetterAuthStores();
  return betterAuth({
    appName: 'Studium',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // Without mail the reset routes answer 503 before reaching better-auth (plugin.ts).
      sendResetPassword: async ({ user, url }, request) =>
        mailer.sendInBackground(
          passwordResetMail({
            to: user.email,
            name: user.name,
            url,
            siteName: config.siteInfo.productName,
            language: mailLanguage(user, request),
          }),
          'password reset',
        ),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // better-auth deletes the sessions in one statement, past the session hook below.
      onPasswordReset: async ({ user }) => sessions.forgetUser(user.id),
      // REQUIRE_EMAIL_VERIFICATION (only with mail, config.ts): sign-up opens no session, sign-in
      // answers 403 until the mailed link is opened, and a taken address gets the new address's
      // answer (auth/pending-sign-up.ts) while its owner is told by mail.
      requireEmailVerification: config.mail.requireVerification,
      onExistingUserSignUp: mails.existingSignUp,
    },
    // With mail, addresses can be verified (at sign-up when required, and a new one on an e-mail
    // change); without it, there is nothing to send a link with.
    ...(mailer.enabled
      ? {
          emailVerification: {
            sendVerificationEmail: mails.verificationLink,
            sendOnSignUp: config.mail.requireVerification,
            sendOnSignIn: false,
            autoSignInAfterVerification: true,
            expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
          },
        }
      : {}),
    socialProviders: {
      ...(google ? { google } : {}),
      ...(github ? { github } : {}),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        plan: { type: 'string', required: false, defaultValue: 'Free', input: false },
        // Read by the mails; written only by PUT /api/account/language.
        language: { type: 'string', required: false, input: false },
      },
      // Behind our own route (auth/change-email.ts), which checks the current password first and,
      // without mail, changes the address itself.
      changeEmail: { enabled: true },
      // Everything the user owns goes in one transaction before better-auth's own deletes, which
      // then find nothing left (features/account, decision 052). With mail, even a right password
      // only mails a confirmation link; without it, the password is required (account/delete-guard.ts).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => accounts.deleteAccount(user.id),
        deleteTokenExpiresIn: DELETE_ACCOUNT_LINK_SECONDS,
        ...(mailer.enabled
          ? {
              sendDeleteAccountVerification: async (
                { user, url }: { user: { email: string; name: string; language?: unknown }; url: string },
                request?: Request,
              ) =>
                mailer.sendInBackground(
                  deleteAccountMail({
                    to: user.email,
                    name: user.name,
                    url,
                    siteName: config.siteInfo.productName,
                    language: mailLanguage(user, request),
                  }),
                  'account deletion',
                ),
            }
          : {}),
      },
    },
    databaseHooks: {
      // The same profile rules for every write of a user: sign-up, social sign-in, update-user.
      user: {
        create: {
          before: async (user) => ({ data: { ...user, ...profileForNewUser(user) } }),
          // The first account of a fresh install administers it (decision 055).
          after: async (user) => {
            if (await promoteFirstUser(db, user.id)) log.info(`${user.email} is the first account, and an administrator of this server`);
          },
        },
        update: {
          // A new address set by opening the link mailed to it has been verified by that.
          before: async (user, context) => ({
            data: { ...profileForUpdate(user), ...(context?.path === '/verify-email' && user.email ? { emailVerified: true } : {}) },
          }),
          after: async (user) => sessions.forgetUser(user.id),
        },
        delete: { after: async (user) => sessions.forgetUser(user.id) },
      },
      session: {
        // A disabled account gets no session, whichever way it signs in.
        create: { before: async (session) => refuseDisabledUser(db, session.userId) },
        delete: { after: async (session) => sessions.forgetToken(session.token) },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: SESSION_REFRESH_AGE_S },
    // Our own limits (auth/sign-in-limits.ts, and sign-ups in auth/limited-routes.ts) count in the
    // database, so they hold across instances.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => uuidv7() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // better-auth would print to stderr, query parameters (e-mails, names) included.
    logger: betterAuthLogger(log),
    // Errors that are not its own refusals (a database that went away, say) reach our error
    // handler, which answers them as every other route does, rather than a bare 500.
    onAPIError: { throw: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
