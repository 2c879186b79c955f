import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { clientGone, HttpError, jobStateOf, requireDone, scratchName, withJobStates, type Clock, type HttpRouter, type JobState } from '@speechdeck/core/server';
import { TTS_LIMITS, ttsApi, type synthesisRequest } from '../../contract/tts-api.ts';
import { removeSynthesis, synthesizeJobId } from '../jobs/synthesis-job.ts';
import type { SynthesisDeps } from '../jobs/synthesis-deps.ts';
import { synthesizeNow } from '../jobs/synthesize-now.ts';
import { audioFileName, titleOf } from '../store/synthesis-names.ts';
import { publicSynthesis, type StoredSynthesis } from '../store/syntheses-store.ts';
import { replyWithStoredAudio } from './reply-with-audio.ts';
import { requireLength, textToSay } from './text-to-say.ts';

export interface SynthesisRouteDeps extends SynthesisDeps {
  http: HttpRouter;
  clock: Clock;
}

/** The list answers this many of the newest; older ones stay reachable by id until deleted. */
const LIST_LIMIT = 200;

type SynthesisBody = z.output<typeof synthesisRequest>;

/** A synthesis of the caller's, by id, with its job's state; another user's is answered like an unknown one. */
export async function ownedSynthesis({ store, syntheses }: Pick<SynthesisDeps, 'store' | 'syntheses'>, userId: number, id: string): Promise<{ stored: StoredSynthesis; job: JobState }> {
  const stored = await store.get(userId, id);
  if (!stored) throw new HttpError(404, `No synthesis with id '${id}'.`);
  return { stored, job: await jobStateOf(syntheses, synthesizeJobId(id)) };
}

/** A synthesis whose audio is there to serve or send: 409 until it is done. */
export function finishedAudioKey({ stored, job }: { stored: StoredSynthesis; job: JobState }): string {
  requireDone(job, 'The synthesis');
  if (!stored.audioKey) throw new HttpError(404, 'The audio file is gone.');
  return stored.audioKey;
}

/** Runs `release` once the answer is sent, or its client has left. */
function afterAnswer(reply: FastifyReply, release: () => Promise<void>): void {
  if (reply.raw.destroyed) void release();
  else reply.raw.once('close', () => void release());
}

/**
 * Synthesis calls: synchronous (answered, not stored: a caller asked for audio, and a batch of
 * short texts must not pile up in the user's list), queued (stored until deleted), and the user's
 * stored syntheses.
 */
export function synthesisRoutes(deps: SynthesisRouteDeps): void {
  const { http, clock, store, media, synthesizer, syntheses } = deps;

  /** The text to say and the voice to say it, checked before anything runs or is written. */
  function checked(body: SynthesisBody, call: 'synthesize' | 'synthesizeQueue', maxChars: number) {
    const text = textToSay(body);
    requireLength(text, call, maxChars);
    return { text, voice: synthesizer.pick(body.language, body.voice) };
  }

  /** Checks a queued synthesis, then stores its text and its row. */
  async function storeQueued(body: SynthesisBody, userId: number): Promise<StoredSynthesis> {
    const { text, voice } = checked(body, 'synthesizeQueue', TTS_LIMITS.queueMaxChars);
    const createdAt = clock.now();
    const textKey = media.newKey(userId, 'txt');
    // Written under a scratch name, which a host's start sweeps should it die before the file is stored.
    const textPath = join(media.workDir(userId), scratchName('text'));
    await writeFile(textPath, text, { flag: 'wx', mode: 0o600 });
    await media.put(textKey, textPath).catch(async (error: unknown) => {
      await unlink(textPath).catch(() => {});
      throw error;
    });
    try {
      return await store.create({
        id: randomUUID(), userId, title: titleOf(text), characters: text.length, language: voice.language, voice: voice.id, engine: voice.engine,
        format: body.format, rate: body.rate, pitch: body.pitch, fileName: audioFileName('speech', createdAt, text, body.format),
        textKey, createdAt: createdAt.toISOString(),
      });
    } catch (error) {
      await media.remove(textKey).catch(() => {});
      throw error;
    }
  }

  http.route(ttsApi.synthesize, async (request, reply) => {
    const gone = clientGone(reply);
    const { text, voice } = checked(request.body, 'synthesize', TTS_LIMITS.syncMaxChars);
    const { rate, pitch, format } = request.body;
    const fileName = audioFileName('speech', clock.now(), text, format);
    const audio = await synthesizeNow(deps, request.authUser!.id, { text, language: voice.language, voice: voice.id, rate, pitch, format }, { kind: 'speech', clientGone: gone });
    afterAnswer(reply, audio.release);
    return replyWithStoredAudio(reply, media, audio.key, { fileName, format });
  });

  http.route(ttsApi.synthesizeQueue, async (request) => {
    const userId = request.authUser!.id;
    const { id } = await storeQueued(request.body, userId);
    await syntheses.start(synthesizeJobId(id), { synthesisId: id }, { userId });
    return { id };
  });

  http.route(ttsApi.syntheses, async (request) => {
    const listed = await withJobStates(syntheses, await store.list(request.authUser!.id, LIST_LIMIT), (stored) => synthesizeJobId(stored.id));
    return { syntheses: listed.map(([stored, job]) => publicSynthesis(stored, job)) };
  });

  http.route(ttsApi.synthesis, async (request) => {
    const { stored, job } = await ownedSynthesis(deps, request.authUser!.id, request.params.id);
    return publicSynthesis(stored, job);
  });

  http.route(ttsApi.synthesisAudio, async (request, reply) => {
    const owned = await ownedSynthesis(deps, request.authUser!.id, request.params.id);
    return replyWithStoredAudio(reply, media, finishedAudioKey(owned), owned.stored);
  });

  http.route(ttsApi.deleteSynthesis, async (request) => {
    const { id } = request.params;
    if (!(await removeSynthesis(deps, request.authUser!.id, id))) throw new HttpError(404, `No synthesis with id '${id}'.`);
    return { message: 'The synthesis and its audio are deleted.' };
  });
}
