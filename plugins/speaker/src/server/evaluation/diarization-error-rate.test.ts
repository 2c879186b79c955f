import { describe, expect, it } from 'vitest';
import { diarizationErrorRate, type LabelledTurn } from './diarization-error-rate.ts';

const turn = (speaker: string, start: number, end: number): LabelledTurn => ({ speaker, start, end });
const noCollar = { collarSec: 0 };

describe('diarizationErrorRate', () => {
  it('is 0 for a perfect answer whatever the hypothesis calls its speakers', () => {
    const reference = [turn('alice', 0, 4), turn('bob', 5, 9)];
    const result = diarizationErrorRate(reference, [turn('S2', 0, 4), turn('S1', 5, 9)], noCollar);
    expect(result).toMatchObject({ der: 0, missed: 0, falseAlarm: 0, confusion: 0 });
    expect(result.reference).toBeCloseTo(8, 6);
  });

  it('counts speech nobody was given as missed', () => {
    const result = diarizationErrorRate([turn('alice', 0, 10)], [turn('S1', 0, 7)], noCollar);
    expect(result.missed).toBeCloseTo(3, 6);
    expect(result.der).toBeCloseTo(0.3, 6);
  });

  it('counts speech found in silence as false alarm, which can take the rate above 1', () => {
    const result = diarizationErrorRate([turn('alice', 0, 2)], [turn('S1', 0, 2), turn('S1', 3, 8)], noCollar);
    expect(result.falseAlarm).toBeCloseTo(5, 6);
    expect(result.der).toBeCloseTo(2.5, 6);
  });

  it('counts speech given to the wrong speaker as confusion, under the best mapping', () => {
    // S1 has most of alice: S1 = alice, and bob's last 2 s given to S1 are confusion.
    const reference = [turn('alice', 0, 6), turn('bob', 6, 10)];
    const result = diarizationErrorRate(reference, [turn('S1', 0, 8), turn('S2', 8, 10)], noCollar);
    expect(result.confusion).toBeCloseTo(2, 6);
    expect(result.missed + result.falseAlarm).toBeCloseTo(0, 6);
    expect(result.der).toBeCloseTo(0.2, 6);
  });

  it('maps one to one: one hypothesis speaker for two voices leaves the second confused', () => {
    const reference = [turn('alice', 0, 5), turn('bob', 5, 8)];
    const result = diarizationErrorRate(reference, [turn('S1', 0, 8)], noCollar);
    expect(result.confusion).toBeCloseTo(3, 6);
    expect(result.der).toBeCloseTo(3 / 8, 6);
  });

  it('scores overlapped speech per speaker: one hypothesis speaker over two voices misses one', () => {
    const reference = [turn('alice', 0, 5), turn('bob', 4, 8)];
    const result = diarizationErrorRate(reference, [turn('S1', 0, 4.5), turn('S2', 4.5, 8)], noCollar);
    // 9 s of reference speech (1 s of it doubled). In 4-5 s: 2 reference speakers, 1 hypothesis:
    // 1 s missed; in 4-4.5 S1 (alice) is right, in 4.5-5 S2 (bob) is right: no confusion.
    expect(result.reference).toBeCloseTo(9, 6);
    expect(result.missed).toBeCloseTo(1, 6);
    expect(result.confusion).toBeCloseTo(0, 6);
    expect(result.falseAlarm).toBeCloseTo(0, 6);
  });

  it('leaves the collar around reference edges unscored', () => {
    const reference = [turn('alice', 1, 5), turn('bob', 5, 9)];
    // Edges 0.2 s off: all inside a 0.25 s collar.
    const hypothesis = [turn('S1', 1.2, 5.2), turn('S2', 5.2, 8.8)];
    expect(diarizationErrorRate(reference, hypothesis, noCollar).der).toBeGreaterThan(0.05);
    const collared = diarizationErrorRate(reference, hypothesis, { collarSec: 0.25 });
    expect(collared.der).toBe(0);
    // Scored: alice 1.25-4.75, bob 5.25-8.75.
    expect(collared.reference).toBeCloseTo(7, 6);
    // An error outside the collar still counts.
    expect(diarizationErrorRate(reference, [turn('S1', 1, 6), turn('S2', 6, 9)], { collarSec: 0.25 }).confusion).toBeCloseTo(0.75, 6);
  });

  it('finds the best mapping among more hypothesis speakers than reference ones', () => {
    const reference = [turn('a', 0, 3), turn('b', 3, 6), turn('c', 6, 9)];
    const hypothesis = [turn('S1', 0, 1), turn('S2', 1, 3), turn('S3', 3, 6), turn('S4', 6, 9)];
    // S2 (2 s) maps to a, S1's second is confusion.
    expect(diarizationErrorRate(reference, hypothesis, noCollar).confusion).toBeCloseTo(1, 6);
  });
});
