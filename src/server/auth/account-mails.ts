import { createEmailVerificationToken } from 'better-auth/api';
import { EMAIL_CHANGED_PATH, EMAIL_VERIFICATION_LINK_SECONDS, VERIFIED_EMAIL_PATH } from '../../shared/account';
import type { Language } from '../../shared/i18n/languages';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { mailLanguage } from '../mail/mail-language';
import { changeEmailMail, emailChangeNoticeMail, existingAccountMail, verifyEmailMail } from '../mail/messages';

interface MailUser {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  /** The user's chosen language (a better-auth additional field); null: the request's. */
  language?: unknown;
}

/** The claims of better-auth's verification token (a JWT): `updateTo` marks an e-mail change. */
function tokenClaims(token: string): { updateTo?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
  } catch {
    return {};
  }
}

/** The link better-auth made, landing where our screens expect it whatever the client asked for. */
function landingAt(url: string, path: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', path);
  return link.toString();
}

/**
 * The mails of e-mail verification and e-mail change. Every one is sent in the background, so an
 * answer never takes longer for an address that has an account than for one that has none.
 */
export function accountMails(config: Config, mailer: Mailer, secret: string) {
  const siteName = config.siteInfo.productName;
  const page = (path: string) => `${config.publicUrl}${path}`;

  const sendVerification = (user: MailUser, url: string, request?: Request) =>
    mailer.sendInBackground(
      verifyEmailMail({
        to: user.email,
        name: user.name,
        url: landingAt(url, VERIFIED_EMAIL_PATH),
        siteName,
        language: mailLanguage(user, request),
      }),
      'e-mail verification',
    );

  return {
    /** better-auth's sendVerificationEmail: a sign-up's link, one asked for again, or a new address's. */
    async verificationLink({ user, url, token }: { user: MailUser; url: string; token: string }, request?: Request) {
      if (tokenClaims(token).updateTo) {
        mailer.sendInBackground(
          changeEmailMail({
            to: user.email,
            name: user.name,
            url: landingAt(url, EMAIL_CHANGED_PATH),
            siteName,
            language: mailLanguage(user, request),
          }),
          'e-mail change',
        );
      } else sendVerification(user, url, request);
    },

    /**
     * A sign-up with an address that has an account, while addresses must be verified: the answer
     * is the new address's; the owner gets a fresh link if they never verified, else a notice.
     */
    async existingSignUp({ user }: { user: MailUser }, request?: Request) {
      if (!user.emailVerified) {
        const token = await createEmailVerificationToken(secret, user.email, undefined, EMAIL_VERIFICATION_LINK_SECONDS, {
          userId: user.id,
        });
        sendVerification(user, `${config.publicUrl}/api/auth/verify-email?token=${token}`, request);
        return;
      }
      mailer.sendInBackground(
        existingAccountMail({
          to: user.email,
          name: user.name,
          siteName,
          signInUrl: page('/sign-in'),
          resetUrl: page('/forgot-password'),
          language: mailLanguage(user, request),
        }),
        'sign-up with a taken address',
      );
    },

    /** To the current address once a change to `newEmail` has been asked for with the right password. */
    emailChangeNotice(user: MailUser & { language: Language }, newEmail: string) {
      mailer.sendInBackground(
        emailChangeNoticeMail({
          to: user.email,
          name: user.name,
          newEmail,
          siteName,
          resetUrl: page('/forgot-password'),
          language: user.language,
        }),
        'e-mail change notice',
      );
    },
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
