import { formatBytes, HttpError, type Clock } from '@speechdeck/core/server';
import { AUDIO_CONTENT_TYPES, TTS_LIMITS, type AudioFormat, type SendTtsBody } from '../contract/tts-api.ts';
import type { SynthesisDeps } from './jobs/synthesis-deps.ts';
import { synthesizeNow } from './jobs/synthesize-now.ts';
import { finishedAudioKey, ownedSynthesis } from './routes/synthesis-routes.ts';
import { requireLength } from './routes/text-to-say.ts';
import { audioFileName, titleOf } from './store/synthesis-names.ts';

/** A stored audio file to attach; `release()` once the mail is out removes what was made for it. */
export interface MailAudio {
  filename: string;
  /** The synthesized text's first words, for the mail to say what the audio is. */
  speechStart: string;
  key: string;
  contentType: string;
  release(): Promise<void>;
}

/** What a mail carries when the sender asks for text to be synthesized and names no format: a tenth of WAV's size. */
const MAIL_FORMAT: AudioFormat = 'mp3';

type AudioChoice = Pick<SendTtsBody, 'synthesisId' | 'text' | 'language' | 'voice' | 'rate' | 'pitch' | 'format'>;

/**
 * Checks the audio a send-tts call asks for, before anything runs or counts against the sender's
 * limits, and answers how to make it: a stored synthesis of the sender's, done and small enough,
 * or text to synthesize now (within the synchronous limit; its size is known once it is made).
 */
export async function plannedAudio(deps: SynthesisDeps & { clock: Clock }, userId: number, choice: AudioChoice, maxBytes: number): Promise<(clientGone: AbortSignal) => Promise<MailAudio>> {
  const text = choice.text?.trim();
  if (choice.synthesisId && text) {
    throw new HttpError(400, 'Send synthesisId or text, not both.', { synthesisId: 'Send synthesisId or text, not both.', text: 'Send synthesisId or text, not both.' });
  }
  if (choice.synthesisId) {
    const owned = await ownedSynthesis(deps, userId, choice.synthesisId);
    const key = finishedAudioKey(owned);
    const { stored } = owned;
    requireSize(stored.bytes ?? 0, maxBytes);
    return async () => {
      if (!(await deps.media.stat(key))) throw new HttpError(404, 'The audio file of this synthesis is gone.');
      return { filename: stored.fileName, speechStart: stored.title, key, contentType: AUDIO_CONTENT_TYPES[stored.format], release: async () => {} };
    };
  }
  if (!text) {
    throw new HttpError(400, 'Send the audio to attach: synthesisId (a synthesis of yours that is done) or text with language to synthesize now.', {
      synthesisId: 'Send synthesisId or text.', text: 'Send synthesisId or text.',
    });
  }
  const language = choice.language?.trim();
  if (!language) throw new HttpError(400, 'Choose the language of the text.', { language: 'Choose a language.' });
  requireLength(text, 'send-tts', TTS_LIMITS.syncMaxChars);
  const voice = deps.synthesizer.pick(language, choice.voice?.trim() || undefined);
  const format = choice.format ?? MAIL_FORMAT;
  return async (clientGone) => {
    const audio = await synthesizeNow(deps, userId, { text, language: voice.language, voice: voice.id, rate: choice.rate ?? 1, pitch: choice.pitch ?? 0, format }, { kind: 'mail', clientGone });
    try {
      requireSize(audio.bytes, maxBytes);
    } catch (error) {
      await audio.release();
      throw error;
    }
    return { filename: audioFileName('speech', deps.clock.now(), text, format), speechStart: titleOf(text), key: audio.key, contentType: AUDIO_CONTENT_TYPES[format], release: audio.release };
  };
}

function requireSize(bytes: number, maxBytes: number): void {
  if (bytes > maxBytes) {
    throw new HttpError(413, `The audio is ${formatBytes(bytes)}; an e-mail carries at most ${formatBytes(maxBytes)}. Send a shorter text, or synthesize it as mp3 or ogg.`);
  }
}
