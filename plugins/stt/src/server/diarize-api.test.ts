import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, joinParts, override, speak, startTestHost, tempDir, type TestHost, uploadTo } from '@speechdeck/testing';
import { recognitionPlugins } from './testing/recognition-plugins.ts';
import { diarizerRef } from '@speechdeck/plugin-speaker/server';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';

const LOW = ['-v', 'en-us+m3', '-p', '30'];
const HIGH = ['-v', 'en-us+f4', '-p', '80'];
const { dir, remove } = tempDir('api-diarize');
let host: TestHost;
let token = '';
let truth: { label: string; start: number; end: number }[] = [];
const dialogue = join(dir, 'dialogue.wav');

beforeAll(async () => {
  const lines: [string[], string, string][] = [
    [LOW, 'low', 'Good morning, I would like to ask about the train to the city tomorrow.'],
    [HIGH, 'high', 'Of course. The first train leaves at seven and arrives before nine.'],
    [LOW, 'low', 'That sounds fine. How much does a return ticket cost these days?'],
    [HIGH, 'high', 'A return ticket is twelve pounds, or ten if you book it online.'],
  ];
  const parts = [];
  for (const [voice, label, text] of lines) parts.push({ label, samples: await speak(dir, voice, text) });
  truth = joinParts(dialogue, parts, 0.5);
  host = await startTestHost({ plugins: recognitionPlugins });
  ({ token } = await confirmedUser(host, 'diarize@example.com'));
});
afterAll(async () => {
  await host.close();
  remove();
});

describe('isDiarize through the API', () => {
  it('labels two alternating voices S1/S2, each segment within its true turn', async () => {
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?isDiarize=true`, token, dialogue);
    expect(status).toBe(200);
    const result = body as unknown as RecognitionResult;
    expect(new Set(result.segments.map((s) => s.spk))).toEqual(new Set(['S1', 'S2']));
    for (const segment of result.segments) {
      const turn = truth.find((t) => segment.start < t.end && segment.end > t.start)!;
      const sameVoice = truth.filter((t) => t.label === turn.label);
      const labelOfVoice = result.segments.filter((s) => sameVoice.some((t) => s.start < t.end && s.end > t.start)).map((s) => s.spk);
      expect(new Set(labelOfVoice).size, `one label per voice at ${segment.start}`).toBe(1);
      expect(segment.start).toBeGreaterThan(turn.start - 0.5);
      expect(segment.end).toBeLessThan(turn.end + 0.5);
    }
  });

  it('keeps the transcript, without speakers, when diarization fails, and says why', async () => {
    const broken = { id: 'broken', diarize: async () => Promise.reject(new Error('the embedder ran out of memory')) };
    const other = await startTestHost({ plugins: recognitionPlugins, overrides: [override(diarizerRef, broken)] });
    try {
      const user = await confirmedUser(other, 'broken@example.com');
      const { status, body } = await uploadTo(`${other.url}/api/stt/recognize?isDiarize=true`, user.token, dialogue);
      expect(status).toBe(200);
      const result = body as unknown as RecognitionResult;
      expect(result.text.length).toBeGreaterThan(20);
      expect(result.segments.every((s) => s.spk === null)).toBe(true);
      expect(result.notes).toContain('Speakers could not be separated: the embedder ran out of memory');
    } finally {
      await other.close();
    }
  });
});
