import type { FastifyReply } from 'fastify';
import { attachmentDisposition, HttpError, sendMediaRange, type MediaStorage } from '@speechdeck/core/server';
import { AUDIO_CONTENT_TYPES, type AudioFormat } from '../../contract/tts-api.ts';

type AudioMeta = { fileName: string; format: AudioFormat };

/**
 * Answers a stored audio file as a download: its type, a name every browser takes (an ASCII
 * `filename` and the UTF-8 `filename*` of RFC 6266), streamed, and a `Range` answered with 206 so
 * that a player can seek.
 */
export async function replyWithStoredAudio(reply: FastifyReply, media: Pick<MediaStorage, 'stat' | 'read'>, key: string, meta: AudioMeta): Promise<FastifyReply> {
  const info = await media.stat(key);
  if (!info) throw new HttpError(404, 'The audio file is gone.');
  return sendMediaRange(audioHeaders(reply, meta), media, key, info.bytes);
}

function audioHeaders(reply: FastifyReply, { fileName, format }: AudioMeta): FastifyReply {
  return reply
    .header('content-type', AUDIO_CONTENT_TYPES[format])
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff');
}
