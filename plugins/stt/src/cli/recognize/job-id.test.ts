import { sttApi } from '../../index.ts';
import { describe, expect, it } from 'vitest';
import { jobId } from './job-id.ts';

const file = { path: '/data/calls/a.wav', size: 1000, mtimeMs: 1_700_000_000_000 };
const settings = { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false };

describe('jobId', () => {
  it('is the same for the same file, user and settings, and a valid client-chosen process id', () => {
    const id = jobId(file, settings, 7);
    expect(jobId({ ...file }, { ...settings }, 7)).toBe(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(sttApi.recognizeQueue.query!.safeParse({ id }).success).toBe(true);
  });

  it('changes with the path, size, mtime, user and every setting', () => {
    const id = jobId(file, settings, 7);
    const others = [
      jobId({ ...file, path: '/data/calls/b.wav' }, settings, 7),
      jobId({ ...file, size: 1001 }, settings, 7),
      jobId({ ...file, mtimeMs: file.mtimeMs + 1 }, settings, 7),
      jobId(file, settings, 8),
      jobId(file, { ...settings, language: 'tr' }, 7),
      ...(['isDiarize', 'vad', 'punct', 'sentText', 'oa'] as const).map((flag) => jobId(file, { ...settings, [flag]: true }, 7)),
      jobId(file, { ...settings, engine: 'whisper' }, 7),
      jobId(file, { ...settings, engine: 'pocketsphinx' }, 7),
    ];
    expect(new Set([id, ...others]).size).toBe(others.length + 1);
  });

  it('is what it was before engines could be named when none is, so a batch resumed after the upgrade finds its jobs', () => {
    expect(jobId(file, settings, 7)).toBe('sd-5054c76131a94260cf0c03594f98b05b000584d8');
  });

  it('numbers later attempts of the same job, still within 64 characters', () => {
    const first = jobId(file, settings, 7);
    expect(jobId(file, settings, 7, 1)).toBe(first);
    expect(jobId(file, settings, 7, 2)).toBe(`${first}-2`);
    expect(jobId(file, settings, 7, 1000)).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
  });
});
