import { DELETE_ACCOUNT_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../shared/account';
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
