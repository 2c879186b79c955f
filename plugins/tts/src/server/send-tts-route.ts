import sanitizeHtml from 'sanitize-html';
import type { HttpRouter, Mailer } from '@speechdeck/core/server';
import { ttsApi } from '../contract/tts-api.ts';
import type { SendLimits } from './send-limits.ts';

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

/** POST /api/tts/send-tts: the spec's e-mail entity, sent through the host's mailer with its HTML sanitized, within the send limits. */
export function sendTtsRoute({ http, mailer, limits }: { http: HttpRouter; mailer: Mailer; limits: SendLimits }): void {
  http.route(ttsApi.sendTts, async (request) => {
    const { receiverEmail, emailSubject, emailBody } = request.body;
    limits.admit(request.authUser!.id, receiverEmail);
    const html = sanitizeEmailHtml(emailBody);
    await mailer.send({
      to: receiverEmail,
      subject: emailSubject,
      html,
      text: sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }),
    });
    return { message: `Sent to ${receiverEmail}.` };
  });
}
