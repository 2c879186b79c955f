import type { FileHandle } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { MediaInfo } from './audio-tools.ts';
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
  receive<const O extends ReceiveMediaOptions>(request: FastifyRequest, options: O): Promise<ReceivedMedia<O>>;
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
  /** The form's file field, named in its refusals; 'file' unless said. */
  field?: string;
  /** What is accepted, for the 415 and its field text; 'an audio or video file' unless said. */
  acceptedText?: string;
  /** The field text of the 400 for a file without audio (`{ file: 'No audio.' }`); none unless said. */
  noAudioField?: string;
  /**
   * The refusal of a file without audio, for a service that words it its own way (naming a video,
   * or in its API's error shape); the 400 'The file has no audio track.' unless said.
   */
  noAudio?(info: MediaInfo): Error;
  /** Judges the form's fields (`lists`: every value of a repeated one) once the body is in, before the probe; what it throws refuses the upload. */
  check?(fields: Record<string, string>, lists: Record<string, string[]>): void | Promise<void>;
  /** Judges what the probe found (a length limit, the channels); what it throws refuses the upload. */
  checkProbe?(info: MediaInfo): void;
  /** False: the file is not probed here (the service reads it later, with refusals of its own): no `duration`, no `info`. */
  probe?: boolean;
  /** Stops the probe when the client has left. */
  signal?: AbortSignal;
  /**
   * The form may come without the file (it names what to use instead): it then answers the fields
   * alone (`path: null`), and `check` is not called.
   */
  optional?: boolean;
  /** False: answer the probed file's local path, not stored. */
  keep?: boolean;
}

/** What `receive` answers for its options: stored or left in the work dir, probed or not, or the fields alone when `optional`. */
export type ReceivedMedia<O extends ReceiveMediaOptions> =
  | (O extends { keep: false } ? (O extends { probe: false } ? UnprobedFile : ProbedMediaUpload) : O extends { probe: false } ? StoredUpload : MediaUpload)
  | (O extends { optional: true } ? FieldsOnly : never);

/** The upload as `receiveUpload` answers it: its name, size and the form's fields. */
type UploadFacts = Omit<ReceivedUpload, 'path'>;

interface Probed {
  /** Seconds, from a PCM WAV's header or ffprobe (0 where the container does not say). */
  duration: number;
  /** What the probe found (a PCM WAV's header read as ffprobe would say it). */
  info: MediaInfo;
}

/** An upload, stored unprobed (`probe: false`). */
export interface StoredUpload extends UploadFacts {
  key: string;
}

/** An upload, probed and stored. */
export interface MediaUpload extends StoredUpload, Probed {}

/** An upload probed and left in the user's work dir (`keep: false`). */
export interface ProbedMediaUpload extends UploadFacts, Probed {
  path: string;
}

/** An upload left in the user's work dir as it came (`keep: false, probe: false`). */
interface UnprobedFile extends UploadFacts {
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
