import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, receiveUpload, scratchName } from '@speechdeck/core/server';
import { joinWavs } from '@speechdeck/plugin-tts/server';
import { cloneFields, VC_LIMITS } from '../../contract/vc-api.ts';
import type { VoiceCloner } from '../engines/voice-cloner.ts';
import type { VcDeps } from '../vc-deps.ts';

/** A clone request, checked: the recording of the voice (the caller removes it), what to say, how, by which engine. */
export interface CloneForm {
  /** The uploaded reference, or the enrolled speaker's clips joined: a file in the user's media folder. */
  source: string;
  text: string;
  language: string;
  format: z.output<typeof cloneFields>['format'];
  engine: VoiceCloner;
}

type FormDeps = Pick<VcDeps, 'media' | 'config' | 'cloners' | 'synthesizer' | 'voices' | 'audio'>;

const count = (n: number) => n.toLocaleString('en-US');

/** Accepts whatever the first bytes might be; ffprobe then decides by content (readReference). */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * Streams the multipart form's `reference` into the user's media folder (with the host's upload
 * limit), or takes the clips of the enrolled speaker `spk` instead, and checks the fields before
 * anything runs: neither or both 400, an unknown speaker 404, empty text 400, text over the call's
 * limit 413, an unknown language or an engine not configured 422. On any refusal the recording is removed.
 */
export async function receiveCloneForm(deps: FormDeps, request: FastifyRequest, userId: number, call: 'clone' | 'cloneQueue'): Promise<CloneForm> {
  const upload = await receiveUpload(request, {
    dir: deps.media.dir(userId),
    field: 'reference',
    maxBytes: deps.config.limits.uploadMaxBytes,
    accept: anyContent,
    acceptedText: 'an audio recording of the voice',
    optional: true,
  });
  let source = upload.path;
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
    source ??= await enrolledVoice(deps, userId, spk!);
    return { source, text, language, format, engine };
  } catch (error) {
    if (source !== null) await unlink(source).catch(() => {});
    throw error;
  }
}

/**
 * The enrolled speaker's kept clips joined into one recording in the user's media folder, cut to
 * the longest reference taken (VC_LIMITS.referenceMaxSeconds); 404 naming a speaker the user lacks.
 */
async function enrolledVoice(deps: FormDeps, userId: number, spk: string): Promise<string> {
  const clips = await deps.voices.referenceClips(userId, spk);
  if (!clips) throw new HttpError(404, `No enrolled speaker '${spk}': enroll the voice with the speaker services first, or send a reference recording.`, { spk: 'Not enrolled.' });
  const dir = deps.media.dir(userId);
  const joined = join(dir, scratchName('voice'));
  const source = join(dir, scratchName('voice'));
  try {
    await joinWavs(clips, joined, { pauseSec: 0.3 });
    await deps.audio.toWav16kMono(joined, source, { durationSec: VC_LIMITS.referenceMaxSeconds });
    return source;
  } catch (error) {
    await unlink(source).catch(() => {});
    throw error;
  } finally {
    await unlink(joined).catch(() => {});
  }
}

/** 413 naming the limit and, for the synchronous call, where longer text goes. */
function requireLength(text: string, call: 'clone' | 'cloneQueue'): void {
  const max = call === 'clone' ? VC_LIMITS.syncMaxChars : VC_LIMITS.queueMaxChars;
  if (text.length <= max) return;
  const elsewhere = call === 'clone' ? `Queue longer text (up to ${count(VC_LIMITS.queueMaxChars)} characters) with POST /api/vc/cloneQueue.` : 'Split it into several clones.';
  throw new HttpError(413, `The text has ${count(text.length)} characters; POST /api/vc/${call} takes at most ${count(max)}. ${elsewhere}`, { text: `At most ${count(max)} characters.` });
}
