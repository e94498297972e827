import type { ContactMessage, CrewApplication } from '../../src/contract/content-api';
import type { ApiContext } from '../api/endpoint';
import { insertContactMessage, insertCrewApplication } from './forms-store';

// What happens to a form once it is valid: it is stored (the record the operator works from) and the
// operator gets an e-mail. A mail failure is logged, not reported: the message is already safe in the
// database, and the visitor must not send it twice.

/** The operator's address: the address part of MAIL_FROM ("Bluewater <office@…>" → "office@…"). */
export function operatorAddress(mailFrom: string): string {
  return /<([^<>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

export async function receiveContactMessage(ctx: ApiContext, message: ContactMessage): Promise<void> {
  const id = await insertContactMessage(ctx.db, message);
  await notifyOperator(ctx, `Contact #${id}: ${message.subject}`, [
    `From: ${message.name} <${message.email}>`,
    `Phone: ${message.phone ?? '-'}`,
    `Boat: ${message.yacht_slug ?? '-'}`,
    `Language: ${message.language}`,
    '',
    message.message,
  ]);
}

export async function receiveCrewApplication(ctx: ApiContext, application: CrewApplication): Promise<void> {
  const id = await insertCrewApplication(ctx.db, application);
  await notifyOperator(ctx, `Crew application #${id}: ${application.role}, ${application.first_name} ${application.last_name}`, [
    `From: ${application.first_name} ${application.last_name} <${application.email}>`,
    `Phone: ${application.phone}`,
    `Role: ${application.role}, ${application.years_experience} years`,
    `Speaks: ${application.languages.join(', ')}`,
    `Language: ${application.language}`,
    '',
    application.message,
  ]);
}

async function notifyOperator(ctx: ApiContext, subject: string, lines: string[]): Promise<void> {
  try {
    await ctx.mailer.send({ to: operatorAddress(ctx.config.MAIL_FROM), subject, text: lines.join('\n') });
  } catch (err) {
    ctx.logger.error({ err, subject }, 'operator notification failed; the form is stored');
  }
}
