import type { ApiContext } from '../api/endpoint';
import type { Mail } from '../mail/mailer';

/**
 * Sends without making the caller wait: the answer must not take longer when an account exists
 * (forgot-password, U1) nor fail because the mail server is slow; a failed send is logged.
 */
export function mailLater(ctx: Pick<ApiContext, 'mailer' | 'logger'>, mail: Mail): void {
  ctx.mailer.send(mail).catch((err: unknown) => ctx.logger.error({ err, subject: mail.subject }, 'account mail could not be sent'));
}
