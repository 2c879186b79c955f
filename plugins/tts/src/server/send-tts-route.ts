import sanitizeHtml from 'sanitize-html';
import { clientGone, type Clock, type HttpRouter, type Mailer, type PlatformConfig } from '@speechdeck/core/server';
import { ttsApi } from '../contract/tts-api.ts';
import type { SynthesisDeps } from './jobs/synthesis-deps.ts';
import type { SendLimits } from './send-limits.ts';
import { plannedAudio } from './send-tts-audio.ts';
import { senderSignature } from './send-tts-signature.ts';

/** Tags a formatted e-mail may keep; scripts, styles, forms and event handlers are dropped. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
};

/**
 * The HTML a mail may carry. The editor links its images (and the user may link pages of this
 * host) by path, which a mail reader cannot resolve: those become absolute on the host's public URL.
 */
export function sanitizeEmailHtml(html: string, publicUrl: string): string {
  const absolute = (url: string | undefined) => (url && /^\/(?!\/)/.test(url) ? `${publicUrl}${url}` : url);
  const resolving = (attribute: 'src' | 'href'): sanitizeHtml.Transformer => (tagName, attribs) => {
    const url = absolute(attribs[attribute]);
    return { tagName, attribs: url === undefined ? attribs : { ...attribs, [attribute]: url } };
  };
  return sanitizeHtml(html, { ...SANITIZE, transformTags: { img: resolving('src'), a: resolving('href') } });
}

export interface SendTtsDeps extends SynthesisDeps {
  http: HttpRouter;
  mailer: Mailer;
  limits: SendLimits;
  config: PlatformConfig;
  clock: Clock;
}

/**
 * POST /api/tts/send-tts: the spec's e-mail entity with its audio attached (a stored synthesis, or
 * text synthesized now), sent through the host's mailer with its HTML sanitized, within the send
 * limits. The request is checked whole before it counts against the limits or synthesizes anything.
 */
export function sendTtsRoute(deps: SendTtsDeps): void {
  const { http, mailer, limits, config, media } = deps;
  http.route(ttsApi.sendTts, async (request, reply) => {
    const gone = clientGone(reply);
    const { receiverEmail, emailSubject, emailBody, ...choice } = request.body;
    const { id: userId, email: sender } = request.authUser!;
    const makeAudio = await plannedAudio(deps, userId, choice, limits.attachmentMaxBytes);
    await limits.admit(userId, receiverEmail);
    const audio = await makeAudio(gone);
    try {
      const html = sanitizeEmailHtml(emailBody, config.publicUrl);
      const signature = senderSignature(sender, config.publicUrl, audio.speechStart);
      // The mailer attaches a local file: the stored audio itself, or a download of it.
      await media.withLocal(audio.key, (path) => mailer.send({
        to: receiverEmail,
        subject: emailSubject,
        html: `${html}${signature.html}`,
        text: [sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim(), signature.text].filter(Boolean).join('\n\n'),
        attachments: [{ filename: audio.filename, path, contentType: audio.contentType }],
      }));
    } finally {
      await audio.release();
    }
    return { message: `Sent to ${receiverEmail} with ${audio.filename} attached.` };
  });
}
