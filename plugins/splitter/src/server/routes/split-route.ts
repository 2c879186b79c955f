import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { attachmentDisposition, clientGone, receiveUpload, scratchName } from '@speechdeck/core/server';
import { baseNameOf, channelFileName, zipFileName } from '../../contract/download-names.ts';
import { splitterApi } from '../../contract/splitter-api.ts';
import { channelSources } from '../split/channel-sources.ts';
import { inspectRecording, requireChannel } from '../split/recording-channels.ts';
import { zipChannels } from '../split/zip-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';

/** Accepts whatever the first bytes might be; the recording's header or ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/**
 * POST /api/stt/splitTelRecordToMono: the upload streams into a scratch folder of the caller's
 * work dir on this node, and the answer streams: a 16-bit WAV's samples copied from the upload here
 * (no process to move to a worker), or the stored channels ffmpeg decoded in the call
 * splitter.decode-now (see channelSources). The folder and what was stored go once the answer is
 * sent or the client has left (and, after a crash, with the host's scratch sweep at the next
 * start): a split keeps nothing.
 */
export function splitRoute({ http, media, config, audio, jobs }: Pick<SplitterDeps, 'http' | 'media' | 'config' | 'audio' | 'jobs'>): void {
  http.route(splitterApi.splitTelRecordToMono, async (request, reply) => {
    const { chan } = request.query;
    const gone = clientGone(reply);
    const userId = request.authUser!.id;
    const scratch = join(media.workDir(userId), scratchName('split'));
    const removeScratch = () => rm(scratch, { recursive: true, force: true });
    reply.raw.once('close', () => void removeScratch());
    try {
      await mkdir(scratch);
      const upload = await receiveUpload(request, {
        dir: scratch, maxBytes: config.limits.uploadMaxBytes, accept: anyContent, acceptedText: 'an audio or video recording',
      });
      const recording = await inspectRecording(audio, upload.path, gone);
      requireChannel(recording, chan);
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
      await removeScratch();
      throw error;
    }
  });
}
