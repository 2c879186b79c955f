import { EngineUnavailableError, readMono16kInfo, readSampleRange, SAMPLE_RATE } from '@speechdeck/core/server';
import type { AsrEngines, RecognizedSegment } from '@speechdeck/engines/recognition';
import { toneWithNoise, writePcmWav, type CallTurn } from './stereo-fixtures.ts';

/*
 * A recognizer that answers at once, for the tests of the call routes and job (validation,
 * ownership, job life, merging, saving), and the calls it "recognizes": each side a steady tone,
 * whose pitch says which words were said. It reads the channel WAVs the host split the upload into,
 * so the split (ffmpeg) stays real: a side heard on the other channel would show. Real speech
 * through pocketsphinx is splitter-backends.test.ts.
 */

/** The agent's tone on the left, the customer's on the right, and what each says in every turn. */
export const CALL_SIDES = {
  left: { hz: 440, words: 'thank you for calling the support line how can i help you today' },
  right: { hz: 1000, words: 'my parcel never arrived and nobody answered my emails' },
} as const;

const RATE = 16_000;

/**
 * A call of tones, 16 kHz stereo 16-bit: the agent on the left in two turns, the customer on the
 * right in one between them, each side silent while the other speaks (0.7 s pauses, and before and
 * after). Answers where each turn is and what it says.
 */
export function toneCall(path: string): CallTurn[] {
  const plan = [['left', 3], ['right', 2.5], ['left', 2]] as const;
  const pause = Math.round(0.7 * RATE);
  const total = pause * (plan.length + 1) + plan.reduce((sum, [, seconds]) => sum + seconds * RATE, 0);
  const sides = { left: new Int16Array(total), right: new Int16Array(total) };
  const turns: CallTurn[] = [];
  let at = pause;
  for (const [side, seconds] of plan) {
    const frames = seconds * RATE;
    sides[side].set(toneWithNoise(frames, RATE, CALL_SIDES[side].hz, turns.length + 1, 0), at);
    turns.push({ side, start: at / RATE, end: (at + frames) / RATE, reference: CALL_SIDES[side].words });
    at += frames + pause;
  }
  writePcmWav(path, [sides.left, sides.right], RATE);
  return turns;
}

/** Stretches louder than silence (20 ms frames; gaps under 0.3 s bridged) with their pitch. */
function toneStretches(samples: Float32Array): { start: number; end: number; hz: number }[] {
  const frame = 320;
  const stretches: { first: number; last: number; crossings: number }[] = [];
  for (let at = 0; at + frame <= samples.length; at += frame) {
    let sum = 0;
    let crossings = 0;
    for (let i = at; i < at + frame; i++) {
      sum += samples[i]! * samples[i]!;
      if (i > at && samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
    }
    if (Math.sqrt(sum / frame) < 0.02) continue;
    const last = stretches.at(-1);
    if (last && at - last.last < 0.3 * SAMPLE_RATE) Object.assign(last, { last: at + frame, crossings: last.crossings + crossings });
    else stretches.push({ first: at, last: at + frame, crossings });
  }
  // Roughly: the crossings between frames are not counted, nor are the bridged gaps' frames.
  return stretches.map(({ first, last, crossings }) => ({ start: first / SAMPLE_RATE, end: last / SAMPLE_RATE, hz: crossings / 2 / ((last - first) / SAMPLE_RATE) }));
}

/**
 * Recognition's engines for English only (any other language is the router's 422), whose
 * recognizer answers each tone stretch of a channel as an utterance of the words of the side of that
 * pitch, spread evenly over it.
 */
export function toneAsr(): AsrEngines {
  const normalizeLanguage = (language: string) => {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(primary)) throw new EngineUnavailableError(`'${language.slice(0, 40)}' is not a language code.`, 422);
    return primary;
  };
  return {
    languages: [{ language: 'en', engine: 'tone-asr' }],
    normalizeLanguage,
    forLanguage(language) {
      const code = normalizeLanguage(language);
      if (code !== 'en') throw new EngineUnavailableError(`No recognizer for '${code}' (languages served here: en).`, 422);
      return {
        id: 'tone-asr',
        languages: ['en'],
        async transcribe(wav, options) {
          options.signal?.throwIfAborted();
          const { durationSec } = await readMono16kInfo(wav);
          const segments = toneStretches(await readSampleRange(wav, 0, durationSec)).map(({ start, end, hz }): RecognizedSegment => {
            const words = (hz < 700 ? CALL_SIDES.left : CALL_SIDES.right).words.split(' ');
            const step = (end - start) / words.length;
            return { start, end, text: words.join(' '), words: words.map((w, i) => ({ w, start: start + i * step, end: start + (i + 1) * step, conf: 0.9 })) };
          });
          options.onProgress?.(1);
          return { language: 'en', durationSec, segments, engine: 'tone-asr' };
        },
      };
    },
  };
}
