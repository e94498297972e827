import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent with the message (nodemailer's attachment fields: the content itself, or a path it reads). */
  attachments?: { filename: string; contentType: string; content?: string; path?: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

// E-mail goes out through SMTP_URL. Without it (development, tests, the demo) each message is written
// as an .eml file to DATA_DIR/outbox and logged, so flows such as the password reset can be followed.
// The messages hold CV attachments and booking and reset tokens, so only the server's own user may read
// them (issue 25): files 0600 in a 0700 directory (an outbox made 0755 by an older version is narrowed too).
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = resolve(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      chmodSync(outbox, 0o700);
      const file = join(outbox, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      // 'wx': a new file, so the mode is the one given here.
      writeFileSync(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
