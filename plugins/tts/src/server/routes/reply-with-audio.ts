import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition, HttpError, sendFileRange } from '@speechdeck/core/server';
import { AUDIO_CONTENT_TYPES, type AudioFormat } from '../../contract/tts-api.ts';

/**
 * Answers an audio file from disk as a download: its type, a name every browser takes (an ASCII
 * `filename` and the UTF-8 `filename*` of RFC 6266), streamed, and a `Range` answered with 206 so
 * that a player can seek.
 */
export async function replyWithAudio(reply: FastifyReply, path: string, { fileName, format }: { fileName: string; format: AudioFormat }): Promise<FastifyReply> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new HttpError(404, 'The audio file is gone.');
  reply
    .header('content-type', AUDIO_CONTENT_TYPES[format])
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff');
  return sendFileRange(reply, path, info.size);
}
