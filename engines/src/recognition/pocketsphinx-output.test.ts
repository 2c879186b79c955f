import { describe, expect, it } from 'vitest';
import { PocketsphinxOutputParser } from './pocketsphinx-output.ts';

// Real output of `pocketsphinx_continuous -time yes` (Debian 0.8+5prealpha), two utterances.
const OUTPUT = `he was not until this blows young man
<s> 8.990 9.320 0.999700
he 9.330 9.430 0.999300
was(2) 9.440 9.660 0.999800
<sil> 10.090 10.230 0.580501
[NOISE] 10.240 10.300 0.400000
++BREATH++ 10.300 10.330 0.400000
until 10.340 10.580 0.362795
</s> 11.850 12.210 1.000000

<s> 14.180 14.310 0.999100
</s> 14.320 14.380 1.000000
to(3) 17.970 18.070 0.799214`;

describe('PocketsphinxOutputParser', () => {
  it('keeps real words, strips fillers and pronunciation variants, one segment per utterance', () => {
    const parser = new PocketsphinxOutputParser();
    const closed = OUTPUT.split('\n').map((line) => parser.push(line));
    expect(closed.filter(Boolean)).toHaveLength(2);
    expect(parser.lastEnd).toBe(14.38);
    expect(parser.finish()).toEqual([
      {
        start: 9.33,
        end: 10.58,
        text: 'he was until',
        words: [
          { w: 'he', start: 9.33, end: 9.43, conf: 0.999 },
          { w: 'was', start: 9.44, end: 9.66, conf: 1 },
          { w: 'until', start: 10.34, end: 10.58, conf: 0.363 },
        ],
      },
      // An utterance cut short by the end of the output still counts.
      { start: 17.97, end: 18.07, text: 'to', words: [{ w: 'to', start: 17.97, end: 18.07, conf: 0.799 }] },
    ]);
  });

  it('tells of each utterance as it closes, from its <s> to its </s>, one of noise only with no words', () => {
    const heard: unknown[] = [];
    const parser = new PocketsphinxOutputParser((utterance) => heard.push(utterance));
    const lines = OUTPUT.split('\n');
    lines.slice(0, 9).forEach((line) => parser.push(line));
    expect(heard).toEqual([{
      start: 8.99, end: 12.21, text: 'he was until',
      words: [{ w: 'he', start: 9.33, end: 9.43, conf: 0.999 }, { w: 'was', start: 9.44, end: 9.66, conf: 1 }, { w: 'until', start: 10.34, end: 10.58, conf: 0.363 }],
    }]);
    lines.slice(9).forEach((line) => parser.push(line));
    expect(heard[1]).toEqual({ start: 14.18, end: 14.38, text: '', words: [] });
    expect(heard).toHaveLength(2);
  });
});
