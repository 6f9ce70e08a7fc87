// Sends Mise's mail with nodemailer. In production it uses SMTP (SMTP_URL, e.g.
// smtps://user:pass@smtp.example.com, from MAIL_FROM). Locally it needs no mail account: each
// message is composed by nodemailer exactly as it would be sent and written to MAIL_OUTBOX_DIR as
// two files named by the mail's id (`<time>-<hex>`): `.eml`, the raw message any mail client
// opens, and `.json`, a StoredMail the /_mail page and tests read. Same layout and fields as
// server/mail.ts (the local auth server's outbox): both land in one outbox and one /_mail page.
import nodemailer from 'nodemailer';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isValidEmail } from './emailAddress';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The JSON side of an outbox entry. */
export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  date: string;
  messageId: string;
  /** File name of the raw message beside the JSON file. */
  eml: string;
}

export interface MailEnv {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_OUTBOX_DIR?: string;
}

/** A recipient that is not exactly one plain address (emailAddress.ts): never handed to SMTP. */
export class InvalidRecipientError extends Error {
  constructor() {
    super('The recipient is not a single valid email address.');
    this.name = 'InvalidRecipientError';
  }
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('Mail is not configured: set SMTP_URL (production) or MAIL_OUTBOX_DIR (local).');
    this.name = 'MailNotConfiguredError';
  }
}

/** Same sender as the local auth server's mail (server/mail.ts); production sets MAIL_FROM. */
export const DEFAULT_FROM = 'Mise <no-reply@mise.local>';

export type SendResult =
  | { transport: 'smtp'; messageId: string }
  | { transport: 'outbox'; messageId: string; file: string };

export async function sendMail(
  mail: OutgoingMail,
  env: MailEnv = process.env as MailEnv,
): Promise<SendResult> {
  if (!isValidEmail(mail.to)) throw new InvalidRecipientError();
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  if (env.SMTP_URL) {
    const info = await nodemailer.createTransport(env.SMTP_URL).sendMail({ from, ...mail });
    return { transport: 'smtp', messageId: info.messageId };
  }
  if (env.MAIL_OUTBOX_DIR) return writeToOutbox(env.MAIL_OUTBOX_DIR, from, mail);
  throw new MailNotConfiguredError();
}

async function writeToOutbox(dir: string, from: string, mail: OutgoingMail): Promise<SendResult> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from, ...mail });
  const date = new Date();
  // Time first so a plain directory listing is chronological; the id is the files' base name.
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const stored: StoredMail = {
    id,
    from,
    date: date.toISOString(),
    messageId: info.messageId,
    eml: `${id}.eml`,
    ...mail,
  };
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, stored.eml), info.message as Buffer);
  // Write then rename, so a reader never sees half a JSON file.
  const json = path.join(dir, `${id}.json`);
  await writeFile(`${json}.tmp`, JSON.stringify(stored, null, 2));
  await rename(`${json}.tmp`, json);
  return { transport: 'outbox', messageId: info.messageId, file: json };
}

/** Every mail in the outbox, oldest first (an absent directory is an empty outbox). */
export async function readOutbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as StoredMail),
  );
  return mails.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
