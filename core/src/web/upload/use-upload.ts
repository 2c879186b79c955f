import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../../http/http-client.ts';

/** How far the media's way to the host is, for a page's progress bar. */
export interface UploadState {
  /** 'file': bytes go up with progress events; 'link': the host fetches the link itself. */
  mode: 'file' | 'link';
  loaded: number;
  total: number;
  /** Bytes per second, averaged since the start. */
  speed: number;
  /** The host has all of it. */
  done: boolean;
}

/** The person stopped the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/** What an upload call is handed: its cancel signal and its progress callback. */
export interface UploadCall {
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

/**
 * One upload at a time, followed for the page: `sendFile` runs the call with progress and a cancel
 * (rejecting with UploadCancelled when `cancel` stopped it), `fetchLink` marks a link the host
 * fetches itself, which has no progress of its own.
 */
export function useUpload() {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const abort = useRef<AbortController | null>(null);

  const sendFile = useCallback(async <T,>(total: number, call: (options: UploadCall) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    abort.current = controller;
    const started = performance.now();
    const speed = (bytes: number) => {
      const seconds = (performance.now() - started) / 1000;
      return seconds > 0 ? bytes / seconds : 0;
    };
    setUpload({ mode: 'file', loaded: 0, total, speed: 0, done: false });
    try {
      const answer = await call({
        signal: controller.signal,
        onUploadProgress: (progress) => setUpload({ mode: 'file', loaded: progress.loaded, total: progress.total ?? total, speed: speed(progress.loaded), done: false }),
      });
      setUpload({ mode: 'file', loaded: total, total, speed: speed(total), done: true });
      return answer;
    } catch (error) {
      throw controller.signal.aborted ? new UploadCancelled() : error;
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, []);

  const fetchLink = useCallback(async <T extends { bytes: number }>(call: () => Promise<T>): Promise<T> => {
    setUpload({ mode: 'link', loaded: 0, total: 0, speed: 0, done: false });
    const stored = await call();
    setUpload({ mode: 'link', loaded: stored.bytes, total: stored.bytes, speed: 0, done: true });
    return stored;
  }, []);

  const cancel = useCallback(() => abort.current?.abort(), []);
  const clear = useCallback(() => setUpload(null), []);
  return { upload, sendFile, fetchLink, cancel, clear };
}
