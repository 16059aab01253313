import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** False when SMTP_URL is unset: nothing can be sent, and the screens say so. */
  readonly enabled: boolean;
  /** Sends now; rejects with the server's error. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without keeping the caller waiting (an answer that took the mail server's time would
   * tell whether an address has an account); a failure is logged, without the address.
   */
  sendInBackground(message: MailMessage, purpose: string): void;
  close(): void;
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

export interface MailerOptions {
  /** Whether one more background mail may go to this address now (mail-budget.ts); all may without it. */
  allow?: (to: string) => Promise<boolean>;
}

/** Outgoing mail through nodemailer's SMTP transport (smtp:// with STARTTLS when offered, smtps://). */
export function createMailer({ smtpUrl, from }: MailConfig, log: FastifyBaseLogger, { allow }: MailerOptions = {}): Mailer {
  if (!smtpUrl) {
    const off = () => Promise.reject(new Error('mail is not configured (SMTP_URL)'));
    return { enabled: false, send: off, sendInBackground: () => {}, close: () => {} };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const send = async (message: MailMessage) => {
    await transport.sendMail({ from, ...message });
  };
  return {
    enabled: true,
    send,
    sendInBackground(message, purpose) {
      const allowed = allow ? allow(message.to) : Promise.resolve(true);
      allowed
        .then((ok) => {
          if (ok) return send(message);
          log.warn({ purpose }, 'a mail was not sent: its address has had as many account mails as an hour allows');
        })
        .catch((error: unknown) => {
          const code = (error as { code?: unknown }).code;
          log.error({ purpose, code: typeof code === 'string' ? code : undefined }, 'sending a mail failed');
        });
    },
    close: () => transport.close(),
  };
}
