import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadMediaError, scratchName, type AudioTools, type MediaStorage } from '@speechdeck/core/server';
import type { EnrolledVoices } from '@speechdeck/plugin-speaker/server';
import { OpenAiRequestError } from '../openai-errors.ts';
import type { KnownSpeaker } from './speaker-labels.ts';

export interface ReferenceDeps {
  media: MediaStorage;
  audio: AudioTools;
  enrolled: EnrolledVoices;
}

/** A reference clip kept for one request only: stored under a scratch key, removed with `release`. */
export interface KnownSpeakers {
  known: KnownSpeaker[];
  release(): Promise<void>;
}

/** One data URL's audio as a 16 kHz mono WAV under a scratch key (the embedder's input, readable by a worker elsewhere). */
async function storeReference(deps: ReferenceDeps, userId: number, dataUrl: string, index: number): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const raw = join(deps.media.workDir(userId), scratchName('reference'));
  const wav = join(deps.media.workDir(userId), scratchName('reference'));
  try {
    await writeFile(raw, bytes, { mode: 0o600 });
    await deps.audio.toWav16kMono(raw, wav).catch((error: unknown) => {
      throw new OpenAiRequestError(error instanceof BadMediaError ? error.statusCode : 400, `known_speaker_references[${index}] is not audio that can be read.`, 'known_speaker_references', 'invalid_value');
    });
    const key = deps.media.scratchKey(userId, 'reference');
    await deps.media.put(key, wav);
    return key;
  } finally {
    await Promise.all([unlink(raw).catch(() => {}), unlink(wav).catch(() => {})]);
  }
}

/**
 * The request's known speakers: with references, each name's clip sent as a data URL, kept only
 * until the answer (never enrolled); names alone are the caller's enrolled speakers (400 for a
 * name they have not enrolled). Nobody else's speakers are ever looked up.
 */
export async function knownSpeakers(deps: ReferenceDeps, userId: number, names: readonly string[], references: readonly string[]): Promise<KnownSpeakers> {
  const scratch: string[] = [];
  const release = async () => {
    await Promise.all(scratch.map((key) => deps.media.remove(key).catch(() => {})));
  };
  try {
    const known: KnownSpeaker[] = [];
    for (const [i, name] of names.entries()) {
      if (references[i] !== undefined) {
        const key = await storeReference(deps, userId, references[i], i);
        scratch.push(key);
        known.push({ name, clipKeys: [key] });
        continue;
      }
      const clipKeys = await deps.enrolled.referenceClipKeys(userId, name);
      if (!clipKeys?.length) throw new OpenAiRequestError(400, `No enrolled speaker '${name}': enroll them first (/api/sv), or send known_speaker_references[].`, 'known_speaker_names', 'invalid_value');
      known.push({ name, clipKeys });
    }
    return { known, release };
  } catch (error) {
    await release();
    throw error;
  }
}
