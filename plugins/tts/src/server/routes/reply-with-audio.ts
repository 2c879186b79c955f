import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { HttpError } from '@speechdeck/core/server';
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
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  const range = byteRange(reply.request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  if (!range) return reply.header('content-length', info.size).send(createReadStream(path));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(path, { start: range.start, end: range.end }));
}

export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=` range against the file's size; null serves it whole (no range, or one we do not take: several). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] = match[1] === ''
    ? [Math.max(0, size - Number(match[2])), size - 1]
    : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
