import type { Readable } from 'node:stream';

/**
 * Users' media files, kept by key (`<userId>/<name>`): in a folder every node shares, or in an
 * S3-compatible bucket. Engines read and write local files, so work happens in a node-local work
 * dir: a file made there is stored with `put` or `keep`, and a stored file is read through
 * `withLocal` (the file itself in a folder, a download from a bucket).
 */
/** Bytes `start` to `end` of a file, both included (an HTTP range). */
export type ByteRange = { start: number; end: number };

/** Whose file: a user's id, or a folder of the host's own ('images'). */
export type MediaOwner = number | string;

export interface MediaStorage {
  /** 'folder' or 's3', for `/health` and the logs. */
  readonly kind: 'folder' | 's3';
  /**
   * This node's folder for a user's work in progress (created on demand): uploads land here,
   * engines write here. Only scratch and files about to be kept belong in it.
   */
  workDir(owner: MediaOwner): string;
  /** A key no file has yet, for a user's file with this extension ('wav'). */
  newKey(owner: MediaOwner, extension: string): string;
  /**
   * A key for a file stored only for a while (one answer's audio): a scratch name, so that what a
   * process dying before it removes the file leaves is swept (a folder's at its next start, a
   * bucket's once a day old).
   */
  scratchKey(owner: MediaOwner, kind: string): string;
  /** Stores a local file under `key` and takes it: it is no longer at `localPath` afterwards. */
  put(key: string, localPath: string): Promise<void>;
  /** Stores a file of the owner's work dir under its own name and answers its key ('<owner>/<its name>'). */
  keep(owner: MediaOwner, localPath: string): Promise<string>;
  /**
   * Runs `fn` with a local path holding the key's bytes, valid until `fn` settles. Rejects with a
   * MediaMissing when nothing is stored under the key. The file is to be read, never changed: it is
   * the stored file itself in a folder, and a node's cached copy with a bucket.
   */
  withLocal<T>(key: string, fn: (path: string) => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /** The stored file's size, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** The stored bytes, or the inclusive range of them asked for. Rejects with a MediaMissing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes what is stored under the key; nothing stored is no error. */
  remove(key: string): Promise<void>;
  /** Stores a copy of `from` under `to`. */
  copy(from: string, to: string): Promise<void>;
  /** Removes everything stored for the owner (a deleted account) and its work folder on this node; answers how many files were stored. */
  removeOwner(owner: MediaOwner): Promise<number>;

}

/** Nothing is stored under a key that was asked for: a file removed meanwhile, or never kept. */
export class MediaMissing extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`No stored media under ${key}.`);
    this.name = 'MediaMissing';
  }
}

/** `withLocal` for several keys at once (an enrolled speaker's clips), in their order. */
export async function withLocalFiles<T>(
  media: Pick<MediaStorage, 'withLocal'>,
  keys: readonly string[],
  fn: (paths: string[]) => Promise<T>,
  options?: { signal?: AbortSignal },
): Promise<T> {
  const step = (i: number, paths: string[]): Promise<T> =>
    i === keys.length ? fn(paths) : media.withLocal(keys[i]!, (path) => step(i + 1, [...paths, path]), options);
  return step(0, []);
}
