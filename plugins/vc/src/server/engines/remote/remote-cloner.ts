import { openAsBlob } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineFailedError, HttpError, scratchName, UpstreamServer, type AudioTools } from '@speechdeck/core/server';
import type { PrepareInput, PreparedVoice, VoiceCloner } from '../voice-cloner.ts';

export interface RemoteClonerConfig {
  /** Server root, e.g. `http://127.0.0.1:8020`. */
  baseUrl: string;
  /** The call's path on it (default `/tts_to_audio/`, as xtts-api-server). */
  path: string;
  /** How the reference travels: a multipart file, or base64 in a JSON body. */
  body: 'multipart' | 'json';
  /** Sent as a bearer token when set. */
  apiKey?: string;
  timeoutMs: number;
  /** Largest answer taken per piece. */
  maxBytes?: number;
}

const SERVER = 'The cloning server';
const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * A remote cloning server, XTTS-style: reference audio plus text and language in, speech in that
 * voice out. Per piece of text: `POST <baseUrl><path>`, either multipart/form-data (fields `text`,
 * `language`, the file `speaker_wav`: the reference as 16 kHz mono WAV) or JSON
 * `{ text, language, speaker_wav: <that WAV in base64> }`; `Authorization: Bearer <key>` when a key
 * is set. The answer is audio of any format ffmpeg reads (WAV from XTTS servers), streamed to disk
 * and made 16 kHz mono. Unreachable: 503; an error answer or one that is not audio: 502; too slow: 504.
 */
export class RemoteCloner implements VoiceCloner {
  readonly id = 'remote';
  readonly name = 'Remote cloning server (XTTS-style)';
  private readonly server: UpstreamServer;

  constructor(
    private readonly audio: AudioTools,
    private readonly config: RemoteClonerConfig,
  ) {
    this.server = new UpstreamServer({
      url: `${config.baseUrl.replace(/\/+$/, '')}${config.path}`,
      apiKey: config.apiKey,
      name: SERVER,
      settings: { url: 'SPEECHDECK_VC_REMOTE_URL', apiKey: 'SPEECHDECK_VC_REMOTE_API_KEY' },
      notFound: { what: 'call', check: 'SPEECHDECK_VC_REMOTE_URL and SPEECHDECK_VC_REMOTE_PATH' },
      sent: 'the request',
    });
  }

  async prepare({ reference, language, workDir }: PrepareInput): Promise<PreparedVoice> {
    // Read once per clone, not per piece: the JSON body carries it whole (at most 120 s, ~4 MB).
    const referenceBase64 = this.config.body === 'json' ? (await readFile(reference.wavPath)).toString('base64') : undefined;
    return {
      baseVoice: null,
      unmatchedSimilarity: null,
      speak: async (text, outWav, { signal }) => {
        const answer = join(workDir, scratchName('remote'));
        try {
          const body = referenceBase64 === undefined
            ? await multipartBody(text, language, reference.wavPath)
            : JSON.stringify({ text, language, speaker_wav: referenceBase64 });
          const speech = await this.server.post({
            body,
            headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
            signal,
            timeoutMs: this.config.timeoutMs,
          });
          await speech.saveTo(answer, this.config.maxBytes ?? DEFAULT_MAX_BYTES);
          await this.audio.toWav16kMono(answer, outWav, { signal }).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode < 500) throw new EngineFailedError(`${SERVER} answered something that is not audio.`, 502, { cause: error });
            throw error;
          });
        } finally {
          await rm(answer, { force: true });
        }
      },
    };
  }
}

async function multipartBody(text: string, language: string, referenceWav: string): Promise<FormData> {
  const form = new FormData();
  form.append('text', text);
  form.append('language', language);
  // A Blob backed by the file: sent streamed, never read whole.
  form.append('speaker_wav', await openAsBlob(referenceWav, { type: 'audio/wav' }), 'reference.wav');
  return form;
}
