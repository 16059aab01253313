// Account recovery: texts shared by the screens and the server (no zod here: decision 002).

/** How long a password-reset link works, in seconds (the mail says it too). */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Where a reset link lands once better-auth has checked its token (`?token=` or `?error=`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a mailed link to delete the account works, in seconds (the mail says it too). */
export const DELETE_ACCOUNT_LINK_SECONDS = 24 * 60 * 60;

/** Where the signed-in user downloads all their data as one zip. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** The archive's file name: the site's day in UTC it was made. */
export const exportFileName = (date: Date) => `studium-data-${date.toISOString().slice(0, 10)}.zip`;

export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account uses this address, we have sent it a link to choose a new password. The link works for 1 hour.',
  mailOff:
    'This Studium server does not send e-mail, so it cannot mail you a reset link. Ask the person who runs it for a password-reset link.',
  resetDone: 'Your password is changed, and every other device signed in to your account has been signed out.',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  passwordsDiffer: 'The two passwords are not the same.',
  exportBusy: 'Your data is already being exported. Wait for that download to finish, then try again.',
  deletePasswordRequired: 'Enter your password to delete your account.',
} as const;
