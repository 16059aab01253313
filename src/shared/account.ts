// Account recovery: texts shared by the screens and the server (no zod here: decision 002).

/** How long a password-reset link works, in seconds (the mail says it too). */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Where a reset link lands once better-auth has checked its token (`?token=` or `?error=`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a mailed link to delete the account works, in seconds (the mail says it too). */
export const DELETE_ACCOUNT_LINK_SECONDS = 24 * 60 * 60;

/** How long a mailed link to verify an address (at sign-up, or a new one on an e-mail change) works, in seconds. */
export const EMAIL_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/**
 * Where a sign-up's verification link lands once better-auth has checked it: signed in, the
 * sign-in page sends the user on to the dashboard; a link that failed adds `?error=`.
 */
export const VERIFIED_EMAIL_PATH = '/sign-in';

/** Where the link that confirms a new e-mail address lands (`&error=` added when it failed). */
export const EMAIL_CHANGED_PATH = '/settings?email=changed';

/** Account mails (links, notices) one address receives per hour at most; more are dropped, not queued. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 10;

/** Sign-up's answer when the address must be verified: the same whether or not it already has an account. */
export interface SignUpPending {
  verificationRequired: true;
  message: string;
}

/** The longest e-mail address accepted (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254;

/** POST /api/auth/change-email: the new address and the current password. */
export interface ChangeEmailRequest {
  newEmail: string;
  currentPassword: string;
}

/** `changed`: the address is the new one now (no mail); `link_sent`: it changes when the mailed link is opened. */
export interface ChangeEmailResult {
  status: 'changed' | 'link_sent';
}

/** One place the user is signed in (GET /api/account/sessions). */
export interface AccountSession {
  id: string;
  /** "Chrome on Windows", from the user agent. */
  device: string;
  userAgent: string | null;
  ipAddress: string | null;
  /** ISO times: signed in, and last seen (to within SESSION_ACTIVITY_STEP_MS). */
  createdAt: string;
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface AccountSessionList {
  sessions: AccountSession[];
}

/** A session's last activity is written at most this often (every request would be a write). */
export const SESSION_ACTIVITY_STEP_MS = 5 * 60_000;

/** Where the signed-in user downloads all their data as one zip. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** The archive's file name: the site's day in UTC it was made. */
export const exportFileName = (date: Date) => `studium-data-${date.toISOString().slice(0, 10)}.zip`;

export const ACCOUNT_MESSAGES = {
  languageUnknown: 'Choose a language Studium speaks: en (English) or hi (हिन्दी).',
  resetRequested: 'If an account uses this address, we have sent it a link to choose a new password. The link works for 1 hour.',
  mailOff:
    'This Studium server does not send e-mail, so it cannot mail you a reset link. Ask the person who runs it for a password-reset link.',
  resetDone: 'Your password is changed, and every other device signed in to your account has been signed out.',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  passwordsDiffer: 'The two passwords are not the same.',
  exportBusy: 'Your data is already being exported. Wait for that download to finish, then try again.',
  deletePasswordRequired: 'Enter your password to delete your account.',
  signUpCheckInbox:
    'Check your inbox: we have sent a link to this address. Open it within 24 hours to finish signing up. If the address already has an account, the mail says so instead.',
  emailSame: 'That is already your e-mail address.',
  emailTaken: 'Another account already uses this e-mail address.',
  invalidEmail: 'Enter a valid e-mail address.',
  currentPasswordRequired: 'Enter your current password.',
  revokeCurrent: 'This is the device you are using: sign out instead.',
} as const;

/** The sign-up and sign-in screens while an address waits for its verification link. */
export const VERIFY_TEXTS = {
  checkInboxTitle: 'Check your inbox',
  signUpSent: (email: string) =>
    `We have sent a link to ${email}. Open it within 24 hours to finish signing up. If this address already has an account, the mail says so instead.`,
  signInUnverified: (email: string) =>
    `Your e-mail address ${email} is not verified yet. Open the link we mailed you when you signed up, or ask for a new one.`,
  resend: 'Send the link again',
  resent: 'If this address has an account waiting to be verified, a new link is on its way. It works for 24 hours.',
  linkInvalid: 'This verification link has expired or is not valid. Sign in to ask for a new one.',
} as const;

/** The settings page's words (`/settings`). */
export const SETTINGS_TEXTS = {
  title: 'Account settings',
  profileTitle: 'Your name',
  emailTitle: 'E-mail address',
  emailHintMail: 'We mail a link to the new address. Your address changes when you open it; until then you sign in with the current one.',
  emailHintNoMail: 'Your address changes at once: you sign in with the new one from then on.',
  emailLinkSent: (newEmail: string) => `We have sent a link to ${newEmail}. Your address changes when you open it (within 24 hours).`,
  emailChanged: 'Your e-mail address is changed.',
  emailLinkInvalid: 'This link to change your e-mail address has expired or is not valid. Ask for a new one below.',
  changeEmailButton: 'Change e-mail',
  profileSaved: 'Your name is saved.',
  passwordTitle: 'Change password',
  passwordHint: 'Enter your current password, then the new one. Every other device signed in to your account is signed out.',
  passwordSaved: 'Your password is changed, and your other devices are signed out.',
  sessionsTitle: 'Where you are signed in',
  thisDevice: 'This device',
  revokeSession: 'Sign out',
  sessionRevoked: 'That device is signed out.',
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
