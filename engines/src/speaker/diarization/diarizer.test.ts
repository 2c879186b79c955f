import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSampleRange } from '@speechdeck/core/server';
import { joinParts, librivoxClips, speak, tempDir, writeWav, type Part } from '@speechdeck/testing';
import type { Diarization } from '../speaker-engines.ts';
import { SileroVad } from '../voice-activity/silero-vad.ts';
import { checkoutModels } from '../../testing/checkout-models.ts';
import { trainedDiarizer } from '../default-engines.ts';
import { Diarizer } from './diarizer.ts';
import { MfccEmbedder } from '../embedding/mfcc-embedder.ts';

// Two espeak-ng voices far apart in pitch and timbre.
const LOW = ['-v', 'en-us+m3', '-p', '30'];
const HIGH = ['-v', 'en-us+f4', '-p', '80'];
const DIALOGUE: [string[], string][] = [
  [LOW, 'Good morning, I would like to ask about the train to the city tomorrow.'],
  [HIGH, 'Of course. The first train leaves at seven and arrives before nine.'],
  [LOW, 'That sounds fine. How much does a return ticket cost these days?'],
  [HIGH, 'A return ticket is twelve pounds, or ten if you book it online.'],
  [LOW, 'Then I will book it online tonight. Thank you for your help.'],
  [HIGH, 'You are welcome. Have a pleasant journey and a lovely day.'],
];

const embedder = new MfccEmbedder();
const vad = new SileroVad();
// The MFCC diarizer (no models), and the one over GE2E too when its model is installed.
const trained = trainedDiarizer(vad, checkoutModels());
const diarizers = [new Diarizer(vad, embedder), ...(trained ? [trained] : [])];
const { dir, remove } = tempDir('diarizer');
const twoVoices = join(dir, 'two-voices.wav');
const oneVoice = join(dir, 'one-voice.wav');
const quickTurns = join(dir, 'quick-turns.wav');
let truth: { label: string; start: number; end: number }[];
let quickTruth: typeof truth;

beforeAll(async () => {
  const parts: Part[] = [];
  for (const [voice, text] of DIALOGUE) parts.push({ label: voice === LOW ? 'low' : 'high', samples: await speak(dir, voice, text) });
  truth = joinParts(twoVoices, parts, 0.4);
  // 0.15 s between turns: too short for the VAD, which joins the two voices into one region.
  quickTruth = joinParts(quickTurns, parts, 0.15);
  joinParts(oneVoice, parts.filter((p) => p.label === 'high'), 0.4);
});
afterAll(remove);

/** Every true turn found as one detected turn, edges within 0.5 s, one label per voice. */
function expectMatchesTruth(result: Diarization, turns = truth) {
  expect(result.speakers).toBe(2);
  expect(result.turns).toHaveLength(turns.length);
  const labelOf = new Map<string, string>();
  result.turns.forEach((turn, i) => {
    const expected = turns[i]!;
    expect(Math.abs(turn.start - expected.start)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(turn.end - expected.end)).toBeLessThanOrEqual(0.5);
    if (!labelOf.has(expected.label)) labelOf.set(expected.label, turn.speaker);
    expect(turn.speaker).toBe(labelOf.get(expected.label));
  });
  expect(labelOf.get('low')).toBe('S1');
  expect(labelOf.get('high')).toBe('S2');
}

describe.each(diarizers.map((diarizer) => [diarizer.id, diarizer] as const))('Diarizer %s', (_, diarizer) => {
  it('finds two alternating voices and their turns within 0.5 s', async () => {
    expectMatchesTruth(await diarizer.diarize(twoVoices));
  });

  it('finds turns that change after pauses too short for the VAD', async () => {
    expectMatchesTruth(await diarizer.diarize(quickTurns), quickTruth);
  });

  it('gives the same answer when told there are two speakers, or handed the speech regions', async () => {
    expectMatchesTruth(await diarizer.diarize(twoVoices, { speakers: 2 }));
    expectMatchesTruth(await diarizer.diarize(twoVoices, { regions: await new SileroVad().detect(twoVoices) }));
  });

  it('finds one speaker when one voice speaks', async () => {
    const result = await diarizer.diarize(oneVoice);
    expect(result.speakers).toBe(1);
    expect(new Set(result.turns.map((t) => t.speaker))).toEqual(new Set(['S1']));
  });

  it.skipIf(librivoxClips().length === 0)('finds one speaker in recorded speech of one reader', async () => {
    const clips = await Promise.all(librivoxClips().map(async (c) => ({ label: c.id, samples: await readSampleRange(c.wav, 0, 60) })));
    const path = join(dir, 'reader.wav');
    joinParts(path, clips, 0.6);
    expect((await diarizer.diarize(path)).speakers).toBe(1);
  });

  it('answers no turns for silence', async () => {
    expect(await diarizer.diarize(writeWav(join(dir, 'silence.wav'), new Float32Array(32000)))).toEqual({ turns: [], speakers: 0 });
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(diarizer.diarize(twoVoices, { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

describe('MfccEmbedder', () => {
  it('scores a voice closer to itself than to another voice', async () => {
    const [low1, high1, low2, high2] = truth;
    const [a, b, c, d] = await embedder.embed(twoVoices, [low1!, high1!, low2!, high2!]);
    expect(a).toHaveLength(embedder.dimension);
    expect(embedder.similarity(a!, c!)).toBeGreaterThan(embedder.similarity(a!, b!));
    expect(embedder.similarity(b!, d!)).toBeGreaterThan(embedder.similarity(b!, c!));
  });

  it('pools regions for enrollment, and gives zeros for too little speech', async () => {
    const enrolled = await embedder.embedPooled(twoVoices, [truth[0]!, truth[2]!]);
    const [probeLow, probeHigh] = await embedder.embed(twoVoices, [truth[4]!, truth[5]!]);
    expect(embedder.similarity(enrolled, probeLow!)).toBeGreaterThan(embedder.similarity(enrolled, probeHigh!));
    const [tiny] = await embedder.embed(twoVoices, [{ start: truth[0]!.start, end: truth[0]!.start + 0.2 }]);
    expect(tiny!.every((x) => x === 0)).toBe(true);
    expect(embedder.similarity(tiny!, enrolled)).toBe(0);
  });
});
