import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { errorMessage } from '@speechdeck/core';
import { clientGone, receiveUpload, type HttpRouter, type PlatformConfig } from '@speechdeck/core/server';
import type { RecognitionResult, RecognitionOptions } from '@speechdeck/plugin-workspace';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import { openaiApi } from '../../contract/openai-api.ts';
import { OpenAiRequestError } from '../openai-errors.ts';
import { knownSpeakers, type ReferenceDeps } from './speaker-references.ts';
import { TRANSCRIBE_JOB, type TranscribeDeps, type TranscribePayload, type Transcription } from './transcribe-job.ts';
import { sendTranscription, workspaceSegments } from './transcription-answers.ts';
import { parseTranscriptionForm } from './transcription-form.ts';

export interface TranscriptionRouteDeps extends TranscribeDeps, ReferenceDeps {
  http: HttpRouter;
  config: PlatformConfig;
  results: ResultsStore;
}

/** Any first bytes are accepted here; ffprobe then judges the content (415 for what it cannot read). */
const anyExtension = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * POST /v1/audio/transcriptions: the upload streamed to the caller's work dir under the host's
 * upload limits, the form checked before any work, the recognition run as a call (a slot shared
 * with /api/stt's), and the result saved to the caller's workspace like any recognition unless
 * the form says `store=false`.
 */
export function transcriptionsRoute(deps: TranscriptionRouteDeps): void {
  const { http, config, media, audio, asr, jobs, results } = deps;

  http.route(openaiApi.transcriptions, async (request, reply) => {
    const userId = request.authUser!.id;
    const gone = clientGone(reply);
    const upload = await receiveUpload(request, {
      dir: media.workDir(userId), maxBytes: config.limits.uploadMaxBytes, accept: anyExtension, acceptedText: 'an audio or video file',
    });
    let mediaKey: string | undefined;
    let saved = false;
    try {
      const form = parseTranscriptionForm(upload.fields, upload.fieldLists);
      const language = asr.normalizeLanguage(form.language ?? 'en');
      // 422 naming what to configure when nothing serves the language or the engine asked for.
      asr.forLanguage(language, form.chosen.engine);
      const info = await audio.probe(upload.path);
      if (!info.hasAudio) throw new OpenAiRequestError(400, 'The file has no audio track.', 'file', 'invalid_value');
      mediaKey = await media.keep(userId, upload.path);
      const speakers = await knownSpeakers(deps, userId, form.known_speaker_names, form.known_speaker_references);
      const processId = randomUUID();
      const options: RecognitionOptions & { engine?: string } = {
        language, isDiarize: form.chosen.diarize, vad: false, punct: false, sentText: false, oa: false, ...(form.chosen.engine ? { engine: form.chosen.engine } : {}),
      };
      const fn = upload.originalName || upload.storedName;
      if (form.store) saved = (await results.create({ processId, userId, fn, options, mediaKey, duration: info.durationSec })).created;
      let transcription: Transcription;
      try {
        const payload: TranscribePayload = { mediaKey, language, engine: form.chosen.engine, prompt: form.prompt, diarize: form.chosen.diarize, known: speakers.known };
        transcription = await jobs.call<Transcription>(TRANSCRIBE_JOB, payload, { userId, signal: gone });
      } catch (error) {
        if (form.store) await results.setStatus(userId, processId, { status: 'failed', error: errorMessage(error) }).catch(() => {});
        throw error;
      } finally {
        await speakers.release();
      }
      const outcome = { language: transcription.language, duration: transcription.duration, engine: transcription.engine, segments: workspaceSegments(transcription), notes: transcription.notes };
      let result: RecognitionResult;
      if (form.store) {
        result = await results.complete(userId, processId, outcome);
      } else {
        await media.remove(mediaKey);
        result = { processId, userId, fn, status: 'done', error: null, progress: 1, createdAt: new Date().toISOString(), options, text: outcome.segments.map((s) => s.sent).join(' '), ...outcome };
      }
      return sendTranscription(reply, result, form.response_format, { words: form.timestamp_granularities.includes('word'), stream: form.stream });
    } catch (error) {
      // Nothing of a refused or failed request stays behind, but a saved (failed) result keeps its media.
      if (!mediaKey) await unlink(upload.path).catch(() => {});
      else if (!saved) await media.remove(mediaKey).catch(() => {});
      throw error;
    }
  });
}
