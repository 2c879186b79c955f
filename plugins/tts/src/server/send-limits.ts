import { z } from 'zod';
import { admitAll, createServiceRef, type RateLimits } from '@speechdeck/core/server';

export const sendLimitSettings = z.object({
  SPEECHDECK_TTS_MAIL_MAX_PER_USER: z.coerce.number().int().positive().default(20),
  SPEECHDECK_TTS_MAIL_MAX_PER_RECIPIENT: z.coerce.number().int().positive().default(10),
  SPEECHDECK_TTS_MAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  // Mail servers commonly refuse messages over 25 MB, and base64 grows an attachment by a third.
  SPEECHDECK_TTS_MAIL_MAX_ATTACHMENT_BYTES: z.coerce.number().int().positive().default(15 * 1024 * 1024),
});

export interface SendLimits {
  /** Counts one mail from the user to the recipient; throws the 429 (with Retry-After) when either limit is spent. */
  admit(userId: number, recipient: string): Promise<void>;
  /** The largest audio file a mail carries; a larger one is refused with 413. */
  readonly attachmentMaxBytes: number;
}

/** send-tts mails to any address: how many one user sends, how many one address receives from all users, and how large they are. */
export const sendLimitsRef = createServiceRef<SendLimits>({ id: 'tts.sendLimits' });

/** Counted by the host's rate limits: in Redis for all its processes together when the deployment has one. */
export function createSendLimits(settings: z.output<typeof sendLimitSettings>, rateLimits: RateLimits): SendLimits {
  const windowSeconds = settings.SPEECHDECK_TTS_MAIL_WINDOW_SECONDS;
  const byUser = rateLimits.create('tts.mail-per-user', { max: settings.SPEECHDECK_TTS_MAIL_MAX_PER_USER, windowSeconds });
  const byRecipient = rateLimits.create('tts.mail-per-recipient', { max: settings.SPEECHDECK_TTS_MAIL_MAX_PER_RECIPIENT, windowSeconds });
  return {
    attachmentMaxBytes: settings.SPEECHDECK_TTS_MAIL_MAX_ATTACHMENT_BYTES,
    admit(userId, recipient) {
      return admitAll([
        { limiter: byUser, key: String(userId), refused: 'You have sent too many e-mails.' },
        { limiter: byRecipient, key: recipient.toLowerCase(), refused: 'Too many e-mails were sent to this address.' },
      ]);
    },
  };
}
