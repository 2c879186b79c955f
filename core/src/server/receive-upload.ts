import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// Its types add request.isMultipart() and request.parts() to Fastify's request.
import type {} from '@fastify/multipart';
import { HttpError } from './http-error.ts';

export interface UploadOptions {
  /** Folder the file lands in, under a generated name. */
  dir: string;
  maxBytes: number;
  /** Multipart field holding the file. */
  field?: string;
  /**
   * Looks at the file's first bytes (content, never the name) and answers the extension to store it
   * with, or null to refuse it with 415.
   */
  accept(head: Buffer): string | null;
  /** Says what is accepted, for the 415 message. */
  acceptedText: string;
}

export interface ReceivedUpload {
  path: string;
  storedName: string;
  originalName: string;
  bytes: number;
  /** Other multipart fields sent before the file. */
  fields: Record<string, string>;
}

const HEAD_BYTES = 4100;

/**
 * Streams one multipart file to disk under a generated name, never holding it whole in memory.
 * Over the limit it answers 413 and leaves no partial file; content that `accept` refuses gets 415.
 */
export async function receiveUpload(request: FastifyRequest, options: UploadOptions): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  // The multipart envelope adds a few hundred bytes; refuse what cannot fit before reading a byte.
  if (declared > options.maxBytes + 64 * 1024) throw tooLarge(options.maxBytes);
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');

  const field = options.field ?? 'file';
  const fields: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 20 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== field) {
      part.file.resume();
      continue;
    }
    await mkdir(options.dir, { recursive: true });
    const partial = join(options.dir, `.upload-${randomBytes(12).toString('hex')}`);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(options.maxBytes);
      if (bytes === 0) throw new HttpError(400, 'The file is empty.', { [field]: 'The file is empty.' });
      const extension = options.accept(await readHead(partial));
      if (!extension) throw new HttpError(415, `Unsupported file content: ${options.acceptedText}.`, { [field]: `Expected ${options.acceptedText}.` });
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      const path = join(options.dir, storedName);
      await rename(partial, path);
      // Drain what follows the file so the request ends cleanly.
      for await (const rest of parts) if (rest.type === 'file') rest.file.resume();
      return { path, storedName, originalName: part.filename, bytes, fields };
    } catch (error) {
      await unlink(partial).catch(() => {});
      if (isFileTooLarge(error)) throw tooLarge(options.maxBytes);
      throw error;
    }
  }
  throw new HttpError(400, `No file in the '${field}' field.`, { [field]: 'Choose a file.' });
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The file is larger than the limit of ${formatBytes(maxBytes)}.`);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
