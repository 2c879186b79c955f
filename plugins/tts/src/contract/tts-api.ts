import { z } from 'zod';
import { defineEndpoint, okMessage } from '@speechdeck/core';

/** The e-mail entity of spec §3. `emailBody` is HTML; the host sanitizes it before sending. */
export const emailBody = z.object({
  receiverEmail: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  emailSubject: z.string().trim().min(1, 'Required.').max(200),
  emailBody: z.string().max(100_000),
});
export type EmailBody = z.infer<typeof emailBody>;

export const ttsApi = {
  sendTts: defineEndpoint({
    method: 'POST', path: '/api/tts/send-tts', access: 'user', tags: ['tts'],
    summary: 'E-mail a synthesis result (HTML body sanitized).',
    body: emailBody, response: okMessage,
  }),
} as const;
