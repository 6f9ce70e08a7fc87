// The local mail outbox: mail that production would send over SMTP is written to a directory
// instead (MAIL_OUTBOX_DIR, default .mail/), as an .eml file (what the SMTP server would receive,
// built by nodemailer) and a .json summary that the /_mail page and tests read.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { sendMail } from '../functions/_lib/mailer';
import path from 'node:path';
import { defaultMailDir } from './paths';

export interface OutboxMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
}

export function outboxDir(dir?: string): string {
  return dir ?? process.env.MAIL_OUTBOX_DIR ?? defaultMailDir;
}

/** Writes one mail to the outbox through the functions' mailer (one outbox format); returns its record. */
export async function writeOutboxMail(mail: MailInput, dir?: string): Promise<OutboxMail> {
  const target = outboxDir(dir);
  const sent = await sendMail(
    { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '' },
    { MAIL_OUTBOX_DIR: target, MAIL_FROM: mail.from },
  );
  if (sent.transport !== 'outbox')
    throw new Error('writeOutboxMail: mail did not go to the outbox');
  return JSON.parse(readFileSync(sent.file, 'utf8')) as OutboxMail;
}

/** Every mail in the outbox, newest first. */
export function listOutboxMail(dir?: string): OutboxMail[] {
  const target = outboxDir(dir);
  if (!existsSync(target)) return [];
  return readdirSync(target)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(target, f), 'utf8')) as OutboxMail);
}
