// The local mail outbox: mail that production would send over SMTP is written to a directory
// instead (MAIL_OUTBOX_DIR, default .mail/), as an .eml file (what the SMTP server would receive,
// built by nodemailer) and a .json summary that the /_mail page and tests read.
import nodemailer from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

const transport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
});

/** Writes one mail to the outbox; returns its record. */
export async function writeOutboxMail(mail: MailInput, dir?: string): Promise<OutboxMail> {
  const target = outboxDir(dir);
  mkdirSync(target, { recursive: true });
  const date = new Date();
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const from = mail.from ?? 'Mise <no-reply@mise.local>';
  const info = await transport.sendMail({ ...mail, from, date });
  writeFileSync(path.join(target, `${id}.eml`), info.message as Buffer);
  const record: OutboxMail = { id, date: date.toISOString(), from, ...mail };
  writeFileSync(path.join(target, `${id}.json`), JSON.stringify(record, null, 2));
  return record;
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
