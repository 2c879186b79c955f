import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { librivoxClips, tempDir } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { logRatioOfPosterior, parseKeyphraseLine } from './keyphrase-output.ts';

const { dir, remove } = tempDir('kws-output');
afterAll(remove);

describe('parseKeyphraseLine', () => {
  it('reads the detections of one- and several-word phrases, and skips the line of phrases found without times', () => {
    expect(parseKeyphraseLine('dashwood  1.000 1.550 0.884516')).toEqual({ keyword: 'dashwood', start: 1, end: 1.55, logRatio: logRatioOfPosterior(0.884516) });
    expect(parseKeyphraseLine('ill disposed  8.340 9.120 0.924216')).toMatchObject({ keyword: 'ill disposed', start: 8.34, end: 9.12 });
    expect(parseKeyphraseLine('refund(2)  2.820 3.070 1.012000')).toMatchObject({ keyword: 'refund(2)' });
    expect(parseKeyphraseLine('prudently  dashwood ')).toBeNull();
    expect(parseKeyphraseLine('ill disposed')).toBeNull();
    expect(parseKeyphraseLine('')).toBeNull();
  });

  it('turns the printed posterior into the log10 margin the threshold is compared with, in steps of its scaled log units', () => {
    // 1.0001^(margin - 1500) with the margin in units of 1024 log-base-1.0001 steps.
    const unit = 1024 * Math.log10(1.0001);
    expect(logRatioOfPosterior(1.0001 ** -1500)).toBeCloseTo(0, 10);
    expect(logRatioOfPosterior(1.0001 ** (273 - 1500))).toBeCloseTo(273 * unit, 10);
    expect(logRatioOfPosterior(1.0001 ** (-921 - 1500))).toBeCloseTo(-921 * unit, 10);
  });
});

describe.skipIf(librivoxClips().length === 0)('the margin against pocketsphinx itself', () => {
  const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
  /** One run with a threshold per phrase: pocketsphinx searches each phrase on its own, against the phone loop. */
  const run = (thresholds: Record<string, number>) => {
    const list = join(dir, 'phrases.txt');
    writeFileSync(list, Object.entries(thresholds).map(([phrase, threshold]) => `${phrase} /${threshold.toExponential(6)}/\n`).join(''));
    const { hmm, dict } = DEBIAN_POCKETSPHINX;
    const out = execFileSync('pocketsphinx_continuous', ['-infile', clip.wav, '-kws', list, '-dict', dict, '-hmm', hmm, '-time', 'yes', '-logfn', '/dev/null'], { encoding: 'utf8' });
    return out.split('\n').map(parseKeyphraseLine).filter((hit) => hit !== null);
  };

  it('is the largest threshold at which a hit still appears: a little above it, the hit is gone', () => {
    const hits = run({ dashwood: 1e-30, prudently: 1e-30 });
    expect(hits.map((hit) => hit.keyword).sort()).toEqual(['dashwood', 'prudently']);
    // Each phrase at its own hit's margin, a tenth of a decade below it, then above it (thresholds
    // are floored onto the same steps, 0.0445 decades, so a tenth of a decade either side tells).
    const around = (offset: number) => run(Object.fromEntries(hits.map((hit) => [hit.keyword, 10 ** (hit.logRatio + offset)])));
    const below = around(-0.1);
    const above = around(0.1);
    for (const hit of hits) {
      const kept = below.filter((other) => other.keyword === hit.keyword);
      expect(kept, hit.keyword).toHaveLength(1);
      expect(kept[0]!.logRatio, hit.keyword).toBeCloseTo(hit.logRatio, 6);
      expect(above.filter((other) => other.keyword === hit.keyword), hit.keyword).toEqual([]);
    }
  });
});
