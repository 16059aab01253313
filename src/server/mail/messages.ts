import { DELETE_ACCOUNT_LINK_SECONDS, EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../shared/account';
import type { MailMessage } from './mailer';
import { escapeHtml } from '../html-escape';

interface Letter {
  to: string;
  siteName: string;
  subject: string;
  /** Paragraphs before the button, the button's words and link, paragraphs after. */
  before: string[];
  action: { label: string; url: string };
  after: string[];
}

/** One plain and one HTML part of the same words, signed with the site's name. */
function letter({ to, siteName, subject, before, action, after }: Letter): MailMessage {
  const text = [...before, `${action.label}: ${action.url}`, ...after, `— ${siteName}`].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...before.map(paragraph),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(`Or open this link: ${action.url}`)}</p>`,
    ...after.map(paragraph),
    `<p style="margin:0;color:#555">— ${escapeHtml(siteName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: `${subject} · ${siteName}`, text, html };
}

export function passwordResetMail({ to, name, url, siteName }: { to: string; name: string; url: string; siteName: string }): MailMessage {
  const hours = PASSWORD_RESET_LINK_SECONDS / 3600;
  return letter({
    to,
    siteName,
    subject: 'Reset your password',
    before: [
      `Hello ${name || 'there'},`,
      `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new one:`,
    ],
    action: { label: 'Choose a new password', url },
    after: [
      `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}. Once you set a new password, every device signed in to your account is signed out.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}

export function deleteAccountMail({ to, name, url, siteName }: { to: string; name: string; url: string; siteName: string }): MailMessage {
  const hours = DELETE_ACCOUNT_LINK_SECONDS / 3600;
  return letter({
    to,
    siteName,
    subject: 'Confirm deleting your account',
    before: [
      `Hello ${name || 'there'},`,
      `Someone signed in to your ${siteName} account asked to delete it. If it was you, confirm here, in the browser where you are signed in:`,
    ],
    action: { label: 'Delete my account', url },
    after: [
      `The link works once, for ${hours} hours. Deleting removes your notes, quizzes, plans, flashcards, conversations, classes you teach and everything else in the account, for good.`,
      'If you did not ask for this, ignore this mail and change your password: your account stays as it is.',
    ],
  });
}

interface AccountMail {
  to: string;
  name: string;
  siteName: string;
}

const verificationHours = EMAIL_VERIFICATION_LINK_SECONDS / 3600;

export function verifyEmailMail({ to, name, url, siteName }: AccountMail & { url: string }): MailMessage {
  return letter({
    to,
    siteName,
    subject: 'Verify your e-mail address',
    before: [
      `Hello ${name || 'there'},`,
      `Someone signed up for ${siteName} with this address. If it was you, verify it to finish signing up:`,
    ],
    action: { label: 'Verify my address', url },
    after: [
      `The link works for ${verificationHours} hours and signs you in.`,
      'If you did not sign up, ignore this mail: no account is opened without this link.',
    ],
  });
}

/** To the owner of an address someone tried to sign up with again: the sign-up answer never tells. */
export function existingAccountMail({ to, name, siteName, signInUrl, resetUrl }: AccountMail & { signInUrl: string; resetUrl: string }) {
  return letter({
    to,
    siteName,
    subject: 'Someone tried to sign up with your address',
    before: [
      `Hello ${name || 'there'},`,
      `Someone just tried to open a new ${siteName} account with this address, which already has one. No new account was opened and yours is unchanged.`,
      'If it was you, sign in instead:',
    ],
    action: { label: 'Sign in', url: signInUrl },
    after: [`Forgot your password? Choose a new one here: ${resetUrl}`, 'If it was not you, you can ignore this mail.'],
  });
}

/** To the new address: the change happens when this link is opened. */
export function changeEmailMail({ to, name, url, siteName }: AccountMail & { url: string }): MailMessage {
  return letter({
    to,
    siteName,
    subject: 'Confirm your new e-mail address',
    before: [`Hello ${name || 'there'},`, `You asked to use this address for your ${siteName} account. Confirm it here:`],
    action: { label: 'Use this address', url },
    after: [
      `The link works for ${verificationHours} hours. Until you open it, you keep signing in with your current address.`,
      'If you did not ask for this, ignore this mail: nothing changes.',
    ],
  });
}

/** To the current address when a change to another is asked for, so a stolen session cannot move the account unseen. */
export function emailChangeNoticeMail({ to, name, newEmail, siteName, resetUrl }: AccountMail & { newEmail: string; resetUrl: string }) {
  return letter({
    to,
    siteName,
    subject: 'Your e-mail address is about to change',
    before: [
      `Hello ${name || 'there'},`,
      `Someone signed in to your ${siteName} account, with its password, asked to change its address to ${newEmail}. It changes once a link mailed there is opened.`,
      'If it was not you, choose a new password now: that signs every device out of your account.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    after: ['If it was you, there is nothing to do here.'],
  });
}
