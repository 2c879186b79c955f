import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { formatBytes } from './format-bytes.ts';
import { exportFileName } from './result/export-file.ts';
import { describeFailure } from './run/recognition-failure.ts';
import { UploadCancelled } from './run/use-recognition-run.ts';
import { sampleLanguage } from './source/speech-input.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('the /speech helpers', () => {
  it('names downloads after the file, in plain ASCII, as the host does', () => {
    expect(exportFileName('Toplantı İçeriği.mp3', 'srt')).toBe('Toplanti_Icerigi.srt');
    expect(exportFileName('english-male.mp3', 'vtt')).toBe('english-male.vtt');
    expect(exportFileName('no extension', 'txt')).toBe('no_extension.txt');
    expect(exportFileName('çşğ.wav', 'json')).toBe('csg.json');
    expect(exportFileName('***.mp3', 'srt')).toBe('transcript.srt');
  });

  it('words 413, 415 and 422 each with its own headline and keeps the host\'s detail', () => {
    expect(describeFailure(new ApiError(413, 'The file is larger than the limit of 2 GiB.'), t)).toEqual({ title: 'stt.errors.tooLarge', detail: 'The file is larger than the limit of 2 GiB.' });
    expect(describeFailure(new ApiError(415, 'Unsupported file content: audio or video.'), t).title).toBe('stt.errors.unsupported');
    expect(describeFailure(new ApiError(422, "No recognizer for 'tr'. Set SPEECHDECK_ASR_TR."), t)).toEqual({ title: 'stt.errors.notServed', detail: "No recognizer for 'tr'. Set SPEECHDECK_ASR_TR." });
    expect(describeFailure(new ApiError(0, 'Cannot reach the host'), t)).toEqual({ title: 'stt.errors.network', detail: null });
    expect(describeFailure(new UploadCancelled(), t).title).toBe('stt.errors.cancelled');
  });

  it('formats sizes and tells a sample\'s language by its file name', () => {
    expect(formatBytes(145293)).toBe('142 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(512)).toBe('512 B');
    expect(sampleLanguage({ name: 'x', description: '', path: '/samples/turkish-dialogue.mp4', kind: 'video' })).toBe('tr');
    expect(sampleLanguage({ name: 'x', description: '', path: '/samples/english-male.mp3', kind: 'audio' })).toBe('en');
    expect(sampleLanguage({ name: 'x', description: '', path: '/samples/other.mp3', kind: 'audio' })).toBeNull();
  });
});
