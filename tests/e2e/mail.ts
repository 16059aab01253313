import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './fixtures';

/**
 * The newest mail the test server sent to `to` (scripts/e2e-server.mjs writes them into E2E_MAIL_DIR,
 * or into `dir` for a server a spec starts itself).
 */
export async function mailTo(to: string, dir = process.env.E2E_MAIL_DIR!): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of files) {
          const mail = await simpleParser(readFileSync(path.join(dir, name)));
          const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));
          if (recipients.includes(to.toLowerCase())) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's plain text. */
export const firstLink = (mail: ParsedMail) => /https?:\/\/\S+/.exec(mail.text ?? '')![0];
