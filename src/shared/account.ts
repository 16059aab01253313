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

/** The settings page's words (`/settings`). */
export const SETTINGS_TEXTS = {
  title: 'Account settings',
  profileTitle: 'Your name',
  profileSaved: 'Your name is saved.',
  passwordTitle: 'Change password',
  passwordHint: 'Enter your current password, then the new one. Every other device signed in to your account is signed out.',
  passwordSaved: 'Your password is changed, and your other devices are signed out.',
  sessionsTitle: 'Where you are signed in',
  thisDevice: 'This device',
  signOutOthers: 'Sign out everywhere else',
  othersSignedOut: 'Every other device is signed out.',
  exportTitle: 'Export my data',
  exportHint:
    'Download one .zip file with your notes (as Markdown and web pages), summaries, quizzes with your answers and scores, plans, planners, study paths, doubts, conversations, flashcards, classes, usage and payments, plus data.json with all of it.',
  exportButton: 'Export my data',
  deleteTitle: 'Delete my account',
  deleteHint: 'Deleting your account cannot be undone.',
  deleteWhatGoes:
    'This deletes, for good: all your notes, summaries, quizzes and scores, study plans, planners, study paths, doubts, tutor conversations, flashcards and their reviews, spoken audio, usage and payment records, the classes you teach (with their assignments and your students’ results in them — each student keeps their own copy of the work), and your place and results in classes you joined.',
  deleteConfirm: 'Delete my account for good',
  deleteMailed: 'We have mailed you a link. Open it in this browser to finish deleting your account.',
  cancel: 'Cancel',
} as const;
