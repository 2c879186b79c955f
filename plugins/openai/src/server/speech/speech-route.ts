import { clientGone, type HttpRouter } from '@speechdeck/core/server';
import { isSpeechModel } from '../../contract/model-names.ts';
import { openaiApi } from '../../contract/openai-api.ts';
import { OpenAiRequestError } from '../openai-errors.ts';
import { SPEECH_CONTENT_TYPES, rateAndTempo } from './speech-encoding.ts';
import { SPEECH_JOB, type SpeechDeps, type SpeechPayload } from '../jobs/speech-job.ts';
import { chooseVoice } from './speech-voice.ts';

/**
 * POST /v1/audio/speech: the body checked by its schema (input at most OpenAI's 4,096 characters,
 * speed 0.25-4), the model and voice resolved before any work, the audio made in a call slot and
 * sent as it is stored; it is removed once sent (speech asked for here is not kept).
 */
export function speechRoute(deps: SpeechDeps & { http: HttpRouter }): void {
  const { http, jobs, media, synthesizer } = deps;

  http.route(openaiApi.speech, async (request, reply) => {
    const userId = request.authUser!.id;
    const { model, input, voice: asked, response_format: format, speed } = request.body;
    if (!isSpeechModel(model)) throw new OpenAiRequestError(404, `The model '${model}' does not exist here: GET /v1/models lists the models served.`, 'model', 'model_not_found');
    const { voice, language, pitch } = chooseVoice(synthesizer, asked);
    const { rate, tempo } = rateAndTempo(speed);
    const outKey = media.scratchKey(userId, 'speech');
    const release = () => media.remove(outKey).catch(() => {});
    try {
      const payload: SpeechPayload = { text: input, language, voice, rate, pitch, tempo, format, outKey };
      await jobs.call(SPEECH_JOB, payload, { userId, signal: clientGone(reply) });
      const audio = await media.read(outKey);
      audio.once('close', () => void release());
      return reply.type(SPEECH_CONTENT_TYPES[format]).send(audio);
    } catch (error) {
      await release();
      throw error;
    }
  });
}
