import { join } from 'node:path';
import type { ContactMessage, CrewApplication } from '../../src/contract/content-api';
import { HONEYPOT_FIELD } from '../../src/contract/forms';
import type { ApiContext } from '../api/endpoint';
import { enforceRateLimit } from '../api/rate-limit';
import type { Config } from '../config';
import type { Mail } from '../mail/mailer';
import { cvDir, discardCv, type StoredCv } from './cv-store';
import { FORM_MAIL_TEXTS } from './form-mail-texts';
import { insertContactMessage, insertCrewApplication } from './forms-store';

// What happens to a form once it is valid, whichever way it came (the API, or the page posted with or
// without JavaScript, docs/decisions/023): it counts against the sender's rate limit, is stored (the
// record the office works from), confirmed to the sender in their language and copied to the office. A
// mail failure is logged, not reported: the form is already safe in the database, and the visitor must
// not send it twice.

/** The office's address: OPERATOR_EMAIL, or the address part of MAIL_FROM ("Bluewater <office@…>" → "office@…"). */
export function operatorAddress(config: Pick<Config, 'MAIL_FROM' | 'OPERATOR_EMAIL'>): string {
  return config.OPERATOR_EMAIL ?? /<([^<>]+)>/.exec(config.MAIL_FROM)?.[1]?.trim() ?? config.MAIL_FROM.trim();
}

/** The honeypot was filled in: a robot. Answered like any accepted form, and dropped. */
function isRobot(form: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (form[HONEYPOT_FIELD] ?? '').trim() !== '';
}

export async function acceptContactMessage(ctx: ApiContext, message: ContactMessage, ip: string): Promise<void> {
  await enforceRateLimit(ctx.db, 'contact', ip, ctx.now());
  if (isRobot(message)) return ctx.logger.info('contact form with its honeypot filled in: dropped');
  const id = await insertContactMessage(ctx.db, message);
  await sendMails(ctx, [
    confirmation('contact', message),
    {
      to: operatorAddress(ctx.config),
      replyTo: message.email,
      subject: `Contact #${id}: ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Phone: ${message.phone ?? '-'}`,
        `Boat: ${message.yacht_slug ?? '-'}`,
        `Language: ${message.language}`,
        '',
        message.message,
      ].join('\n'),
    },
  ]);
}

/** A crew application sent through the API (JSON, no CV): counted against the rate limit, then kept. */
export async function acceptCrewApplication(ctx: ApiContext, application: CrewApplication, ip: string): Promise<void> {
  await countCrewApplication(ctx, ip);
  await keepCrewApplication(ctx, application, null);
}

/**
 * Counts one crew application from `ip` against the rate limit (U5; 429 over it). The join-us page counts
 * before it reads its multipart body, so a client over the limit cannot make the server read and write an
 * upload it is going to refuse (issue 25); every post counts there, whatever its fields.
 */
export async function countCrewApplication(ctx: ApiContext, ip: string): Promise<void> {
  await enforceRateLimit(ctx.db, 'crew-application', ip, ctx.now());
}

/**
 * Keeps an application already counted (countCrewApplication). `cv`, when given, is already stored; it is
 * deleted again if the application is dropped or cannot be stored, so no file outlives its application.
 */
export async function keepCrewApplication(ctx: ApiContext, application: CrewApplication, cv: StoredCv | null): Promise<void> {
  if (isRobot(application)) {
    if (cv) await discardCv(ctx.config.DATA_DIR, cv.file);
    return ctx.logger.info('join-us form with its honeypot filled in: dropped');
  }
  let id: number;
  try {
    id = await insertCrewApplication(ctx.db, application, cv);
  } catch (err) {
    if (cv) await discardCv(ctx.config.DATA_DIR, cv.file);
    throw err;
  }
  const name = `${application.first_name} ${application.last_name}`;
  await sendMails(ctx, [
    confirmation('joinus', application),
    {
      to: operatorAddress(ctx.config),
      replyTo: application.email,
      subject: `Crew application #${id}: ${application.role}, ${name}`,
      text: [
        `From: ${name} <${application.email}>`,
        `Phone: ${application.phone}`,
        `Role: ${application.role}, ${application.years_experience} years`,
        `Speaks: ${application.languages.join(', ')}`,
        `Language: ${application.language}`,
        `CV: ${cv ? `${cv.file} (${cv.type}, ${Math.ceil(cv.bytes / 1024)} kB, sent as "${cv.originalName}")` : '-'}`,
        '',
        application.message,
      ].join('\n'),
      // The office reads the CV from its mail: no URL ever serves it.
      ...(cv ? { attachments: [{ filename: cv.file, path: join(cvDir(ctx.config.DATA_DIR), cv.file), contentType: cv.type }] } : {}),
    },
  ]);
}

function confirmation(form: 'contact' | 'joinus', sender: { email: string; language: ContactMessage['language'] }): Mail {
  const text = FORM_MAIL_TEXTS[sender.language][form];
  return { to: sender.email, subject: text.subject, text: text.body };
}

async function sendMails(ctx: ApiContext, mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (err) {
      ctx.logger.error({ err, subject: mail.subject }, 'form mail failed; the form is stored');
    }
  }
}
