import { randomUUID } from 'node:crypto';
import { clientGone, type HttpRouter, type MediaIntake } from '@speechdeck/core/server';
import type { RecognitionResult, RecognitionOptions } from '@speechdeck/plugin-workspace';
import { withoutMedia, type ResultsStore } from '@speechdeck/plugin-workspace/server';
import { openaiApi } from '../../contract/openai-api.ts';
import { OpenAiRequestError } from '../openai-errors.ts';
import { knownSpeakers, type ReferenceDeps } from './speaker-references.ts';
import { transcribeJobId, type TranscribeDeps, type TranscribePayload, type Transcriptions } from '../jobs/transcribe-job.ts';
import { sendTranscription, workspaceSegments } from './transcription-answers.ts';
import { parseTranscriptionForm, type TranscriptionForm } from './transcription-form.ts';

export interface TranscriptionRouteDeps extends TranscribeDeps, ReferenceDeps {
  http: HttpRouter;
  intake: MediaIntake;
  results: ResultsStore;
}

/**
 * POST /v1/audio/transcriptions: the upload received by the platform's intake (the host's upload
 * limit, the probe, the keep; its refusals answered in OpenAI's shape by answerErrorsAsOpenAi), the
 * form checked before the probe or any work, the recognition run as a call (a slot shared
 * with /api/stt's), and the result saved to the caller's workspace like any recognition unless
 * the form says `store=false`.
 */
export function transcriptionsRoute(deps: TranscriptionRouteDeps, transcriptions: Transcriptions): void {
  const { http, intake, media, asr, results } = deps;

  http.route(openaiApi.transcriptions, async (request, reply) => {
    const userId = request.authUser!.id;
    const gone = clientGone(reply);
    let checked: { form: TranscriptionForm; language: string } | undefined;
    const upload = await intake.receive(request, {
      userId,
      check: (fields, lists) => {
        const form = parseTranscriptionForm(fields, lists);
        const language = asr.normalizeLanguage(form.language ?? 'en');
        // 422 naming what to configure when nothing serves the language or the engine asked for.
        asr.forLanguage(language, form.chosen.engine);
        checked = { form, language };
      },
      noAudio: () => new OpenAiRequestError(400, 'The file has no audio track.', 'file', 'invalid_value'),
    });
    const { form, language } = checked!;
    const mediaKey = upload.key;
    let saved = false;
    try {
      const speakers = await knownSpeakers(deps, userId, form.known_speaker_names, form.known_speaker_references);
      const processId = randomUUID();
      const options: RecognitionOptions & { engine?: string } = {
        language, isDiarize: form.chosen.diarize, vad: false, punct: false, sentText: false, oa: false, ...(form.chosen.engine ? { engine: form.chosen.engine } : {}),
      };
      const fn = upload.originalName || upload.storedName;
      const job = transcribeJobId(userId, processId);
      if (form.store) saved = (await results.create({ processId, userId, fn, options, mediaKey, duration: upload.duration, job })).created;
      const payload: TranscribePayload = {
        mediaKey, language, engine: form.chosen.engine, prompt: form.prompt, diarize: form.chosen.diarize, known: speakers.known, ...(form.store && { saveAs: processId }),
      };
      let result: RecognitionResult;
      try {
        // A failure is the job's to record: a saved result shows it.
        const transcription = await transcriptions.call(job, payload, { userId, signal: gone });
        if (form.store) {
          result = withoutMedia((await results.get(userId, processId))!);
        } else {
          await media.remove(mediaKey);
          const segments = workspaceSegments(transcription);
          result = { processId, userId, fn, status: 'done', error: null, progress: 1, createdAt: new Date().toISOString(), options, text: segments.map((s) => s.sent).join(' '), ...transcription, segments };
        }
      } finally {
        await speakers.release();
        // Not saved: nothing of it stays, its job's record neither.
        if (!form.store) await transcriptions.remove(job).catch(() => {});
      }
      return sendTranscription(reply, result, form.response_format, { words: form.timestamp_granularities.includes('word'), stream: form.stream });
    } catch (error) {
      // Nothing of a refused or failed request stays behind, but a saved (failed) result keeps its media.
      if (!saved) await media.remove(mediaKey).catch(() => {});
      throw error;
    }
  });
}
