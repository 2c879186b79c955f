import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { describeFailure, formatBytes, UploadCancelled } from '@speechdeck/core/web';
import { recognitionFailures } from './run/recognition-failures.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('the /speech helpers', () => {
  it('words 413, 415 and 422 each with its own headline and keeps the host\'s detail', () => {
    expect(describeFailure(new ApiError(413, 'The file is larger than the limit of 2 GiB.'), recognitionFailures(t))).toEqual({ title: 'stt.errors.tooLarge', detail: 'The file is larger than the limit of 2 GiB.' });
    expect(describeFailure(new ApiError(415, 'Unsupported file content: audio or video.'), recognitionFailures(t)).title).toBe('stt.errors.unsupported');
    // What only the operator can act on is kept apart from what the person reads.
    expect(describeFailure(new ApiError(422, "No recognizer for 'tr'. Set SPEECHDECK_ASR_TR."), recognitionFailures(t, 'Turkish (tr)'))).toEqual({
      title: 'stt.errors.notServed', detail: 'stt.errors.notServedAdvice', forOperator: "No recognizer for 'tr'. Set SPEECHDECK_ASR_TR.",
    });
    expect(describeFailure(new ApiError(0, 'Cannot reach the host'), recognitionFailures(t))).toEqual({ title: 'stt.errors.network', detail: null });
    expect(describeFailure(new UploadCancelled(), recognitionFailures(t)).title).toBe('stt.errors.cancelled');
  });

  it('formats sizes', () => {
    expect(formatBytes(145293)).toBe('142 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(512)).toBe('512 B');
  });
});
