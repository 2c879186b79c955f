import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from './http-error.ts';
import { scratchName } from './scratch-names.ts';

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
  /**
   * The form may come without the file (it names what to use instead, e.g. an enrolled speaker):
   * the answer is then its fields alone. A file field left empty (a browser form sends one with no
   * name and no bytes) counts as no file.
   */
  optional?: boolean;
}

export interface ReceivedUpload {
  path: string;
  storedName: string;
  originalName: string;
  bytes: number;
  /** The form's other fields (the last value of a field sent more than once). */
  fields: Record<string, string>;
  /** Every value of each field in the order sent, for forms that repeat a name (`names[]=a&names[]=b`). */
  fieldLists: Record<string, string[]>;
}

/** A form sent without its file, when the file is optional: `path` null tells it from a ReceivedUpload. */
export interface FieldsOnly {
  path: null;
  fields: Record<string, string>;
  fieldLists?: Record<string, string[]>;
}

interface SavedFile {
  path: string;
  bytes: number;
  originalName: string;
  truncated: boolean;
}

const HEAD_BYTES = 4100;
const MAX_UPLOAD_FIELDS = 20;

/**
 * Streams one multipart file to disk under a generated name, never holding it whole in memory.
 * Over the limit it answers 413 and leaves no partial file; content that `accept` refuses gets 415.
 * Whatever ends the request early (the client leaving, a malformed body, too many fields) ends the
 * upload too and removes what it wrote.
 */
export async function receiveUpload(request: FastifyRequest, options: UploadOptions & { optional: true }): Promise<ReceivedUpload | FieldsOnly>;
export async function receiveUpload(request: FastifyRequest, options: UploadOptions): Promise<ReceivedUpload>;
export async function receiveUpload(request: FastifyRequest, options: UploadOptions): Promise<ReceivedUpload | FieldsOnly> {
  const declared = Number(request.headers['content-length'] ?? 0);
  // The multipart envelope adds a few hundred bytes; refuse what cannot fit before reading a byte.
  if (declared > options.maxBytes + 64 * 1024) throw tooLarge(options.maxBytes);
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');

  const field = options.field ?? 'file';
  // @fastify/multipart leaves a file part unfinished when the connection closes at some points of
  // the body, so the upload watches the connection itself.
  const gone = new AbortController();
  const socket = request.raw.socket;
  const onClose = () => gone.abort(new HttpError(400, 'The connection closed before the upload ended.'));
  if (socket.destroyed) onClose();
  else socket.once('close', onClose);

  // Busboy's own fields limit sits one above ours: tripping it stops the parser while it may already
  // have handed over the file that follows, which would then never end. Ours refuses first.
  const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: MAX_UPLOAD_FIELDS + 1 } });
  const fields: Record<string, string> = {};
  const fieldLists: Record<string, string[]> = {};
  let fieldCount = 0;
  let saved: SavedFile | undefined;
  try {
    for (;;) {
      const next = await untilAborted(parts.next(), gone.signal).catch((error: unknown) => {
        throw formError(error, options.maxBytes, field);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (++fieldCount > MAX_UPLOAD_FIELDS) throw new HttpError(413, `Too many form fields: send at most ${MAX_UPLOAD_FIELDS} besides the file.`);
        fields[part.fieldname] = String(part.value);
        (fieldLists[part.fieldname] ??= []).push(String(part.value));
      } else if (part.fieldname === field) {
        saved = await save(part, options.dir, gone.signal);
      } else {
        part.file.resume();
      }
    }
    // The whole body is read before the file is kept, so an error in what follows it keeps nothing.
    if (options.optional && (!saved || (saved.bytes === 0 && !saved.originalName))) {
      if (saved) await unlink(saved.path).catch(() => {});
      return { path: null, fields, fieldLists };
    }
    if (!saved) throw new HttpError(400, `No file in the '${field}' field.`, { [field]: 'Choose a file.' });
    if (saved.truncated) throw tooLarge(options.maxBytes);
    if (saved.bytes === 0) throw new HttpError(400, 'The file is empty.', { [field]: 'The file is empty.' });
    const extension = options.accept(await readHead(saved.path));
    if (!extension) throw new HttpError(415, `Unsupported file content: ${options.acceptedText}.`, { [field]: `Expected ${options.acceptedText}.` });
    const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
    const path = join(options.dir, storedName);
    await rename(saved.path, path);
    return { path, storedName, originalName: saved.originalName, bytes: saved.bytes, fields, fieldLists };
  } catch (error) {
    if (saved) await unlink(saved.path).catch(() => {});
    throw error;
  } finally {
    socket.off('close', onClose);
  }
}

async function save(part: MultipartFile, dir: string, signal: AbortSignal): Promise<SavedFile> {
  await mkdir(dir, { recursive: true });
  // The parser gives up on a part the body ends inside of by destroying its stream, which may
  // happen before this reads it; a pipeline from a destroyed stream would never settle.
  if (part.file.destroyed) throw endedEarly();
  const path = join(dir, scratchName('upload'));
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }), { signal });
    return { path, bytes, originalName: part.filename, truncated: part.file.truncated };
  } catch (error) {
    await unlink(path).catch(() => {});
    if (signal.aborted) throw signal.reason;
    // A disk error is the host's (500); anything else is the body ending before the file did.
    if (typeof (error as { syscall?: unknown }).syscall === 'string') throw error;
    throw endedEarly();
  }
}

const endedEarly = () => new HttpError(400, 'The upload ended before the file was complete.');

/** The multipart iterator waits on the client; the client leaving must end that wait too. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** @fastify/multipart's limit errors get messages that say what to do; busboy's parse errors are the client's (400). */
function formError(error: unknown, maxBytes: number, field: string): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `Send one file, in the '${field}' field.`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
  }
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new HttpError(400, 'The multipart body is malformed.');
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

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The file is larger than the limit of ${formatBytes(maxBytes)}.`);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
