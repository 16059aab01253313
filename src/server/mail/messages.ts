import { DELETE_ACCOUNT_LINK_SECONDS, EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../shared/account';
import type { Language } from '../../shared/i18n/languages';
import { escapeHtml } from '../html-escape';
import type { MailMessage } from './mailer';
import { mailTexts } from './mail-texts';

interface Letter {
  to: string;
  siteName: string;
  subject: string;
  /** Paragraphs before the button, the button's words and link, paragraphs after. */
  before: string[];
  action: { label: string; url: string };
  after: string[];
  orOpen: string;
}

/** One plain and one HTML part of the same words, signed with the site's name. */
function letter({ to, siteName, subject, before, action, after, orOpen }: Letter): MailMessage {
  const text = [...before, `${action.label}: ${action.url}`, ...after, `— ${siteName}`].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...before.map(paragraph),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(orOpen)}</p>`,
    ...after.map(paragraph),
    `<p style="margin:0;color:#555">— ${escapeHtml(siteName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: `${subject} · ${siteName}`, text, html };
}

interface AccountMail {
  to: string;
  name: string;
  siteName: string;
  /** The reader's language (mail-language.ts). */
  language: Language;
}

const resetHours = PASSWORD_RESET_LINK_SECONDS / 3600;
const deleteHours = DELETE_ACCOUNT_LINK_SECONDS / 3600;
const verificationHours = EMAIL_VERIFICATION_LINK_SECONDS / 3600;

/** A letter of the mail catalogue (locales/<language>/email.json): greeting, its paragraphs and its button. */
function catalogueLetter(
  kind: Parameters<ReturnType<typeof mailTexts>['letter']>[0],
  { to, name, siteName, language }: AccountMail,
  url: string,
  values: Record<string, string | number>,
): MailMessage {
  const texts = mailTexts(language);
  const words = texts.letter(kind, { siteName, ...values });
  const hello = name ? texts.common('hello', { name }) : texts.common('helloThere', {});
  return letter({
    to,
    siteName,
    subject: words.subject,
    before: [hello, ...words.before],
    action: { label: words.action, url },
    after: words.after,
    orOpen: texts.common('orOpen', { url }),
  });
}

export function passwordResetMail(mail: AccountMail & { url: string }): MailMessage {
  return catalogueLetter('passwordReset', mail, mail.url, { hours: resetHours });
}

export function deleteAccountMail(mail: AccountMail & { url: string }): MailMessage {
  return catalogueLetter('deleteAccount', mail, mail.url, { hours: deleteHours });
}

export function verifyEmailMail(mail: AccountMail & { url: string }): MailMessage {
  return catalogueLetter('verifyEmail', mail, mail.url, { hours: verificationHours });
}

/** To the owner of an address someone tried to sign up with again: the sign-up answer never tells. */
export function existingAccountMail(mail: AccountMail & { signInUrl: string; resetUrl: string }): MailMessage {
  return catalogueLetter('existingAccount', mail, mail.signInUrl, { resetUrl: mail.resetUrl });
}

/** To the new address: the change happens when this link is opened. */
export function changeEmailMail(mail: AccountMail & { url: string }): MailMessage {
  return catalogueLetter('changeEmail', mail, mail.url, { hours: verificationHours });
}

/** To the current address when a change to another is asked for, so a stolen session cannot move the account unseen. */
export function emailChangeNoticeMail(mail: AccountMail & { newEmail: string; resetUrl: string }): MailMessage {
  return catalogueLetter('emailChangeNotice', mail, mail.resetUrl, { newEmail: mail.newEmail });
}
