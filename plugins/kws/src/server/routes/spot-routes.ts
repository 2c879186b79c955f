import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientGone, HttpError, jobStateOf, type FieldsOnly, type MediaUpload } from '@speechdeck/core/server';
import { KWS_LIMITS, kwsApi } from '../../contract/kws-api.ts';
import type { KwsDeps } from '../kws-deps.ts';
import { spotJobId } from '../jobs/spot-job.ts';
import { spotNow } from '../spot/spot-now.ts';
import { publicSpot } from '../store/spot-store.ts';
import { spotRequestOf } from './spot-request.ts';

/** The recording to search: an upload of this call's own, or a workspace result's kept audio. */
interface Recording {
  /** Media key of the stored recording. */
  key: string;
  fileName: string;
  /** Seconds, as ffprobe read them; 0 when the container does not say. */
  duration: number;
  processId: string | null;
}

type SpotQuery = Parameters<typeof spotRequestOf>[0];

/** POST /api/kws/spot, GET /api/kws/spot/{id}, GET /api/kws/languages. */
export function spotRoutes(deps: KwsDeps): void {
  const { http, auth, media, intake, audio, spotter, spots, spotJobs, results, clock } = deps;

  /** The form's fields checked, and the keywords prepared, before a file in it is probed: a refusal then keeps nothing. */
  async function checkForm(query: SpotQuery, fields: Record<string, string>, hasFile: boolean) {
    const asked = spotRequestOf(query, fields);
    if (hasFile && asked.processId) throw new HttpError(400, 'Send a file or a processId, not both.', { processId: 'Leave it out when sending a file.' });
    if (!hasFile && !asked.processId) {
      throw new HttpError(400, "Send the recording in the 'file' field, or the processId of a result in your workspace.", { file: 'Choose a file.' });
    }
    return { asked, search: await spotter.prepare(asked.keywords, asked.language) };
  }

  type Checked = Awaited<ReturnType<typeof checkForm>>;

  /**
   * The form's file, if it has one, received by the platform's intake (the host's upload limit),
   * checked, probed (no audio, or 0 s of it, is refused) and stored: a worker may be the one to
   * search it. The body's fields in any case.
   */
  async function readForm(request: FastifyRequest, query: SpotQuery, userId: number): Promise<{ form: MediaUpload | FieldsOnly; checked: Checked }> {
    let checked: Checked | undefined;
    const form: MediaUpload | FieldsOnly = !request.isMultipart() ? { path: null, fields: {} } : await intake.receive(request, {
      userId, optional: true, acceptedText: 'an audio or video recording', noAudioField: 'No audio.',
      check: async (fields) => void (checked = await checkForm(query, fields, true)),
      checkProbe: (info) => {
        if (info.durationKnown && info.durationSec === 0) throw new HttpError(400, 'The recording is empty: it holds 0 s of audio.', { file: 'Empty.' });
      },
    });
    return { form, checked: checked ?? (await checkForm(query, form.fields, false)) };
  }

  /** Another user's result is answered like an unknown one, so none can be probed. */
  async function resultAudio(userId: number, processId: string): Promise<Recording> {
    const result = await results.get(userId, processId);
    if (!result) throw new HttpError(404, `No result with process id '${processId}'.`, { processId: 'No such result.' });
    const key = result.mediaKey;
    if (!(await media.stat(key))) throw new HttpError(404, `The audio of result '${processId}' is no longer kept.`, { processId: 'Its audio is gone.' });
    const duration = result.duration > 0 ? result.duration : await media.withLocal(key, async (path) => (await audio.probe(path)).durationSec);
    return { key, fileName: result.fn, duration, processId };
  }

  http.route(kwsApi.spot, async (request, reply) => {
    const gone = clientGone(reply);
    const userId = auth.actingUserId(request, request.query.userId);
    const { form, checked: { asked, search } } = await readForm(request, request.query, userId);
    // The upload is removed when this call ends, unless a queued job now owns it.
    const keptKey = 'key' in form ? form.key : null;
    let handedOver = false;
    try {
      const recording: Recording = 'key' in form
        ? { key: form.key, fileName: form.originalName || form.storedName, duration: form.duration, processId: null }
        : await resultAudio(userId, asked.processId!);
      const answer = { keywords: [...search.keywords], language: search.language, duration: recording.duration, fileName: recording.fileName, processId: recording.processId };
      // A container that does not say its length (a browser's recording) may be long: it is queued.
      if (recording.duration > 0 && recording.duration <= KWS_LIMITS.syncMaxSeconds) {
        const hits = await spotNow(deps, { userId, mediaKey: recording.key, keywords: asked.keywords, language: search.language, clientGone: gone });
        return { ...answer, hits };
      }
      const id = randomUUID();
      await spots.create({
        ...answer, id, userId, requested: asked.keywords, createdAt: clock.now().toISOString(),
        mediaKey: recording.key, ownsMedia: keptKey !== null,
      });
      handedOver = true;
      await spotJobs.start(spotJobId(id), { spotId: id }, { userId });
      return reply.code(202).send({ id });
    } finally {
      if (keptKey && !handedOver) await media.remove(keptKey).catch(() => {});
    }
  });

  http.route(kwsApi.spotJob, async (request) => {
    const stored = await spots.get(request.params.id);
    const caller = request.authUser!;
    if (!stored || (stored.userId !== caller.id && caller.role !== 'ADMIN')) throw new HttpError(404, `No keyword spotting with id '${request.params.id}'.`);
    return publicSpot(stored, await jobStateOf(spotJobs, spotJobId(stored.id)));
  });

  http.route(kwsApi.languages, async () => ({ languages: spotter.languages.map((language) => ({ language, engine: spotter.id })) }));
}
