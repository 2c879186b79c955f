import type { FastifyInstance } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { mailApi } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';

/** Tags a formatted e-mail may keep; scripts, styles, forms and event handlers are dropped. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export default async function sendTtsRoute(app: FastifyInstance) {
  registerEndpoint(app, mailApi.sendTts, async (request) => {
    const { receiverEmail, emailSubject, emailBody } = request.body;
    const html = sanitizeEmailHtml(emailBody);
    await app.mailer.send({
      to: receiverEmail,
      subject: emailSubject,
      html,
      text: sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }),
    });
    return { message: `Sent to ${receiverEmail}.` };
  });
}
