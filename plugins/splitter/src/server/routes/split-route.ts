import { rm } from 'node:fs/promises';
import { attachmentDisposition, clientGone } from '@speechdeck/core/server';
import { baseNameOf, channelFileName, zipFileName } from '../../contract/download-names.ts';
import { splitterApi } from '../../contract/splitter-api.ts';
import { channelSources } from '../split/channel-sources.ts';
import { noAudioTrack, recordingOf, requireChannel } from '../split/recording-channels.ts';
import { zipChannels } from '../split/zip-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';

/**
 * POST /api/stt/splitTelRecordToMono: the upload is received by the platform's intake into the
 * caller's work dir on this node, probed and not kept, and the answer streams: a 16-bit WAV's
 * samples copied from the upload here (no process to move to a worker), or the stored channels
 * ffmpeg decoded in the call splitter.decode-now (see channelSources). The upload and what was
 * stored go once the answer is sent or the client has left (and, after a crash, with the host's
 * scratch sweep at the next start): a split keeps nothing.
 */
export function splitRoute({ http, media, intake, jobs }: Pick<SplitterDeps, 'http' | 'media' | 'intake' | 'jobs'>): void {
  http.route(splitterApi.splitTelRecordToMono, async (request, reply) => {
    const { chan } = request.query;
    const gone = clientGone(reply);
    const userId = request.authUser!.id;
    const upload = await intake.receive(request, {
      userId, keep: false, acceptedText: 'an audio or video recording', noAudio: noAudioTrack, signal: gone,
      checkProbe: (info) => requireChannel(info, chan),
    });
    const removeUpload = () => rm(upload.path, { force: true });
    reply.raw.once('close', () => void removeUpload());
    try {
      // A client gone while the upload was probed has closed already: the catch removes it.
      gone.throwIfAborted();
      const recording = await recordingOf(upload.path, upload.info);
      const base = baseNameOf(upload.originalName);
      const channels = (chan === undefined ? Array.from({ length: recording.channels }, (_, i) => i) : [chan])
        .map((channel) => ({ channel, name: channelFileName(base, channel) }));
      const { sources, release } = await channelSources({ jobs, media }, { userId, upload: upload.path, recording, channels, clientGone: gone });
      if (reply.raw.destroyed) await release();
      else reply.raw.once('close', () => void release());
      reply.header('x-content-type-options', 'nosniff').header('x-channels', String(recording.channels)).header('x-sample-rate', String(recording.sampleRate));
      if (chan !== undefined) {
        const [source] = sources as [(typeof sources)[0]];
        return reply.type('audio/wav').header('content-disposition', attachmentDisposition(source.name)).header('content-length', source.size).send(await source.open());
      }
      const zip = zipChannels(sources);
      const size = await zip.size;
      if (size !== null) reply.header('content-length', size);
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(zipFileName(base))).send(zip.stream);
    } catch (error) {
      await removeUpload();
      throw error;
    }
  });
}
