import type { FileHandle } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { FieldsOnly, ReceivedUpload } from './receive-upload.ts';

/**
 * "A media input", as the platform receives it for a service (`platform.mediaIntake`): an upload
 * within the host's upload limit, or a link fetched safely (public addresses only, the host's fetch
 * size and time limits), probed by content (a file without audio is refused) and kept in the
 * user's media. Rows and job payloads hold its `key`, never a path.
 */
export interface MediaIntake {
  /**
   * Streams the form's file into the user's work dir, probes it and, unless `keep` is false, stores
   * it. Refusals: 413 over the upload limit, 415 for what ffmpeg cannot read (or a form that is not
   * multipart), 400 for an empty file, a missing one or one without audio; whatever is refused is
   * removed. `keep: false` answers the local `path` instead of a key: the caller then owns that file.
   */
  receive(request: FastifyRequest, options: ReceiveMediaOptions & { keep: false }): Promise<ProbedMediaUpload>;
  receive(request: FastifyRequest, options: ReceiveMediaOptions & { optional: true }): Promise<MediaUpload | FieldsOnly>;
  receive(request: FastifyRequest, options: ReceiveMediaOptions): Promise<MediaUpload>;
  /** Stores a file already in the user's work dir once the probe finds audio in it; removes it otherwise. */
  keepFile(userId: number, path: string): Promise<{ key: string; duration: number }>;
  /** Fetches a link safely into the user's work dir, probes and stores it (400/413/502/504 from the fetch). */
  fetchLink(link: string, options: { userId: number; signal?: AbortSignal }): Promise<FetchedMedia>;
  /**
   * Fetches a link whole into the user's work dir and answers it open and already removed from the
   * folder (nothing is kept): the fetch's outcome (413, 504, ...) is known before anything is answered.
   */
  fetchToOpenFile(link: string, options: { userId: number; signal?: AbortSignal }): Promise<FetchedFile & { file: FileHandle }>;
}

export interface ReceiveMediaOptions {
  userId: number;
  /** What is accepted, for the 415 and its field text; 'an audio or video file' unless said. */
  acceptedText?: string;
  /** The field text of the 400 for a file without audio (`{ file: 'No audio.' }`); none unless said. */
  noAudioField?: string;
  /** Judges the form's fields once the body is in, before the probe; what it throws refuses the upload. */
  check?(fields: Record<string, string>): void | Promise<void>;
  /** Judges what the probe found (a length limit); what it throws refuses the upload. */
  checkProbe?(info: { durationSec: number; durationKnown: boolean }): void;
  /**
   * The form may come without the file (it names what to use instead): it then answers the fields
   * alone (`path: null`), and `check` is not called.
   */
  optional?: boolean;
  /** False: answer the probed file's local path, not stored. */
  keep?: boolean;
}

/** The upload as `receiveUpload` answers it (its name, size and the form's fields), with its length. */
interface ReceivedMedia extends Omit<ReceivedUpload, 'path'> {
  /** Seconds, from a PCM WAV's header or ffprobe (0 where the container does not say). */
  duration: number;
}

/** An upload, stored. */
export interface MediaUpload extends ReceivedMedia {
  key: string;
}

/** An upload probed and left in the user's work dir (`keep: false`). */
export interface ProbedMediaUpload extends ReceivedMedia {
  path: string;
}

export interface FetchedFile {
  bytes: number;
  contentType: string | null;
  finalUrl: string;
  /** From Content-Disposition or the final URL's path; null when neither gives one. */
  fileName: string | null;
}

/** A link, fetched and stored. */
export interface FetchedMedia extends FetchedFile {
  key: string;
  storedName: string;
  duration: number;
}
