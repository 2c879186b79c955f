import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import type { ReferenceWord } from '../spotting-metrics.ts';

/** `word start end posterior` lines of -time yes; `<s>`, `</s>`, `<sil>` and `[NOISE]`-style fillers are not words. */
const WORD_LINE = /^([a-z'][^\s]*) (\d+\.\d+) (\d+\.\d+) \S+$/;

/**
 * Where each word of a known transcript is said: pocketsphinx with the transcript as its only
 * grammar (JSGF), so it can only place those words, in that order, with any of their dictionary
 * pronunciations. Undefined when the audio does not fit (the search found no path).
 */
export function alignTranscript(wav: string, transcript: string, scratchDir: string): ReferenceWord[] | undefined {
  const words = transcript.toLowerCase().split(/\s+/).filter(Boolean);
  const grammar = join(scratchDir, 'alignment.jsgf');
  writeFileSync(grammar, `#JSGF V1.0;\ngrammar transcript;\npublic <s> = ${words.join(' ')} ;\n`);
  const { hmm, dict } = DEBIAN_POCKETSPHINX;
  const out = execFileSync('pocketsphinx_continuous', ['-infile', wav, '-jsgf', grammar, '-dict', dict, '-hmm', hmm, '-time', 'yes', '-logfn', '/dev/null'], { encoding: 'utf8' });
  const aligned = out
    .split('\n')
    .map((line) => WORD_LINE.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, w, start, end]) => ({ w: w!.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) }));
  const same = aligned.length === words.length && aligned.every((word, i) => word.w === words[i]);
  return same ? aligned : undefined;
}
