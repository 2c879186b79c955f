import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '@speechdeck/core/server';

/**
 * SMTP when SMTP_URL is set; otherwise every message is rendered by nodemailer as a real RFC 822
 * message and written as one .eml file under the outbox folder, so a fresh install works offline.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...strip(message) });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...strip(message) });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ to: message.to, subject: message.subject, file, links: message.links }, 'mail written to the outbox');
    },
  };
}

function strip({ links: _links, ...message }: MailMessage) {
  return message;
}
