import { useCallback, useState } from 'react';
import type { UploadProgress } from '@speechdeck/core';

/** How far a clip's upload is; `done` once the host has all of it. */
export interface UploadState {
  loaded: number;
  total: number;
  done: boolean;
}

/** The upload of one clip at a time: `start(file)` answers the progress callback to hand the call. */
export function useUploadState() {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const start = useCallback((file: File) => {
    setUpload({ loaded: 0, total: file.size, done: false });
    return (progress: UploadProgress) => setUpload({ loaded: progress.loaded, total: progress.total ?? file.size, done: false });
  }, []);
  const finish = useCallback(() => setUpload((current) => current && { ...current, loaded: current.total, done: true }), []);
  const clear = useCallback(() => setUpload(null), []);
  return { upload, start, finish, clear };
}
