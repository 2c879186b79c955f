import type { FastifyReply } from 'fastify';
import type { ByteRange, MediaStorage } from './media-storage.ts';

/**
 * Parses a single `bytes=` range against a file size. null serves the file whole (no range, or
 * one this does not take: several ranges, another unit); 'unsatisfiable' is answered 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] = match[1] === ''
    // A suffix range: the last N bytes.
    ? [Math.max(0, size - Number(match[2])), size - 1]
    : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored media file of `size` bytes (from `media.stat`) as the answer, honouring the
 * request's `Range` so that a player can seek: 206 with the part asked for, 416 past the end, else
 * 200 with all of it. The caller sets the type and any other header first.
 */
export async function sendMediaRange(reply: FastifyReply, media: Pick<MediaStorage, 'read'>, key: string, size: number): Promise<FastifyReply> {
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(reply.request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  if (!range) return reply.header('content-length', size).send(await media.read(key));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await media.read(key, range));
}
