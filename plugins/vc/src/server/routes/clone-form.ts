import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, receiveUpload } from '@speechdeck/core/server';
import { cloneFields, VC_LIMITS } from '../../contract/vc-api.ts';
import type { VoiceCloner } from '../engines/voice-cloner.ts';
import { enrolledClips } from '../reference/enrolled-voice.ts';
import type { VoiceSource } from '../reference/voice-source.ts';
import type { VcDeps } from '../vc-deps.ts';

/** A clone request, checked: the voice (an upload the caller removes, removeUpload), what to say, how, by which engine. */
export interface CloneForm {
  /** The uploaded reference, stored, or the enrolled speaker, read in the call. */
  voice: VoiceSource;
  text: string;
  language: string;
  format: z.output<typeof cloneFields>['format'];
  engine: VoiceCloner;
}

type FormDeps = Pick<VcDeps, 'media' | 'config' | 'cloners' | 'synthesizer' | 'voices'>;

const count = (n: number) => n.toLocaleString('en-US');

/** Accepts whatever the first bytes might be; ffprobe then decides by content (readReference). */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * Streams the multipart form's `reference` into the user's work dir (with the host's upload limit),
 * or takes the enrolled speaker `spk` instead, and checks the fields before anything runs: neither
 * or both 400, an unknown speaker 404, empty text 400, text over the call's limit 413, an unknown
 * language or an engine not configured 422. An accepted recording is stored, for the call to read
 * by key wherever it runs; on any refusal it is removed.
 */
export async function receiveCloneForm(deps: FormDeps, request: FastifyRequest, userId: number, call: 'clone' | 'cloneQueue'): Promise<CloneForm> {
  const upload = await receiveUpload(request, {
    dir: deps.media.workDir(userId),
    field: 'reference',
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyContent,
    acceptedText: 'an audio recording of the voice',
    optional: true,
  });
  const source = upload.path;
  try {
    const parsed = cloneFields.safeParse(upload.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'form', issue.message]));
      const [first] = Object.entries(fields);
      throw new HttpError(400, first ? `${first[0]}: ${first[1]}` : 'The form is invalid.', fields);
    }
    const { spk, language, format } = parsed.data;
    if (spk !== undefined && source !== null) throw new HttpError(400, "Send either a reference recording or spk (an enrolled speaker), not both.", { spk: 'Send a reference or spk, not both.' });
    if (spk === undefined && source === null) {
      throw new HttpError(400, "Send a recording of the voice to clone in the 'reference' field, or name one of your enrolled speakers in the field spk.", { reference: 'Choose a recording of the voice.' });
    }
    const text = parsed.data.text.trim();
    if (!text) throw new HttpError(400, 'Enter the text to say.', { text: 'Enter the text to say.' });
    requireLength(text, call);
    const engine = deps.cloners.pick(parsed.data.engine);
    // Voice matching speaks through the installed voices: a language they lack is refused now (422 naming those served).
    if (engine.id === 'voice-matching') deps.synthesizer.pick(language);
    const voice: VoiceSource = source !== null ? { uploadKey: await deps.media.keep(userId, source) } : { spk: spk! };
    // A speaker is only looked up here, for the 404; its clips are joined in the call that reads the reference.
    if ('spk' in voice) await enrolledClips(deps, userId, voice.spk);
    return { voice, text, language, format, engine };
  } catch (error) {
    if (source !== null) await unlink(source).catch(() => {});
    throw error;
  }
}

/** 413 naming the limit and, for the synchronous call, where longer text goes. */
function requireLength(text: string, call: 'clone' | 'cloneQueue'): void {
  const max = call === 'clone' ? VC_LIMITS.syncMaxChars : VC_LIMITS.queueMaxChars;
  if (text.length <= max) return;
  const elsewhere = call === 'clone' ? `Queue longer text (up to ${count(VC_LIMITS.queueMaxChars)} characters) with POST /api/vc/cloneQueue.` : 'Split it into several clones.';
  throw new HttpError(413, `The text has ${count(text.length)} characters; POST /api/vc/${call} takes at most ${count(max)}. ${elsewhere}`, { text: `At most ${count(max)} characters.` });
}
