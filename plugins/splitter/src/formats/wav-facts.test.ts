import { describe, expect, it } from 'vitest';
import { monoWav } from '../web/testing/mono-wav.ts';
import { wavFacts } from './wav-facts.ts';

describe('wavFacts', () => {
  it("reads a channel's rate and length from its header", () => {
    expect(wavFacts(monoWav(8000, 2.5))).toEqual({ sampleRate: 8000, seconds: 2.5 });
    expect(wavFacts(monoWav(48_000, 0.5))).toEqual({ sampleRate: 48_000, seconds: 0.5 });
  });

  it('finds the samples after other chunks, and refuses what is no WAV', () => {
    const plain = new Uint8Array(monoWav(16_000, 1));
    // A LIST chunk of 10 bytes between fmt and data, as ffmpeg writes one.
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([10, 0, 0, 0], new Array(10).fill(0)));
    const tagged = new Uint8Array(plain.length + list.length);
    tagged.set(plain.subarray(0, 36));
    tagged.set(list, 36);
    tagged.set(plain.subarray(36), 36 + list.length);
    expect(wavFacts(tagged.buffer)).toEqual({ sampleRate: 16_000, seconds: 1 });
    expect(wavFacts(new TextEncoder().encode('{"message":"not audio"}').buffer as ArrayBuffer)).toBeNull();
    expect(wavFacts(new ArrayBuffer(4))).toBeNull();
  });

  it('tells the length from the header alone when given the file size', () => {
    const header = monoWav(8000, 3).slice(0, 44);
    expect(wavFacts(header, 44 + 8000 * 3 * 2)).toEqual({ sampleRate: 8000, seconds: 3 });
  });
});
