import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { synthesizerFromSettings, synthesizerSettings } from '../engines/src/synthesis/synthesizer-from-settings.ts';
import { timed, type BenchRow } from './bench-host.ts';

const ENGLISH =
  'And Mister John Dashwood had then leisure to consider how much there might be prudently in his power to do for them. ' +
  'He was not an ill disposed young man, unless to be rather cold hearted and rather selfish is to be ill disposed. ' +
  'Had he married a more amiable woman, he might have been made still more respectable than he was; he might even have been made amiable himself.';
const TURKISH =
  'Kuzey rüzgârı ile güneş, hangisinin daha güçlü olduğunu tartışıyorlardı. O sırada kalın bir pelerine sarınmış bir yolcu geldi. ' +
  'Yolcunun pelerinini ilk çıkartanın daha güçlü sayılmasında anlaştılar. Kuzey rüzgârı var gücüyle esti, ama o estikçe yolcu pelerinine daha sıkı sarındı.';

/** Each voice measured, with the program and options that produce the same audio without our code. */
const CASES = [
  { voice: 'flite:slt', language: 'en', text: ENGLISH, raw: (textFile: string, out: string) => ['flite', ['-voice', 'slt', '-f', textFile, '-o', out]] as const },
  { voice: 'espeak-ng:en', language: 'en', text: ENGLISH, raw: (textFile: string, out: string) => ['espeak-ng', ['-v', 'en-us', '-b', '1', '-f', textFile, '-w', out]] as const },
  { voice: 'espeak-ng:tr', language: 'tr', text: TURKISH, raw: (textFile: string, out: string) => ['espeak-ng', ['-v', 'tr', '-b', '1', '-f', textFile, '-w', out]] as const },
];
const ROUNDS = 10;
/** A piece as long as the queued synthesis cuts (about 1,500 characters), so the programs' start-up is not all there is. */
const REPEAT = 4;

const rtf = (ms: number, audioSec: number) => (ms / 1000 / audioSec).toFixed(4);

/**
 * Real-time factor of synthesis (seconds of work per second of audio) per engine: through our
 * engine code (voice pick, text file, the program, the output checked) against the bare program
 * on the same text, interleaved and alternating which goes first, so a change in load hits both.
 */
export async function benchTtsSpeed(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('tts-speed');
  try {
    const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner });
    const rows: BenchRow[] = [];
    for (const item of CASES) {
      const text = Array.from({ length: REPEAT }, () => item.text).join(' ');
      const textFile = join(dir, 'text.txt');
      writeFileSync(textFile, text);
      const [bin, args] = item.raw(textFile, join(dir, 'raw.wav'));
      const raw = () => timed(async () => {
        const result = await processRunner.run(bin, args, { name: bin, installHint: `apt-get install ${bin}` });
        if (result.exitCode !== 0) throw new Error(`${bin} failed`);
      });
      const ours = () => timed(() => synthesizer.synthesize({ text, language: item.language, voice: item.voice, rate: 1, pitch: 0 }, join(dir, 'ours.wav')));
      let rawMs = 0;
      let oursMs = 0;
      await ours();
      for (let round = 0; round < ROUNDS; round++) {
        if (round % 2 === 0) {
          rawMs += (await raw()).ms;
          oursMs += (await ours()).ms;
        } else {
          oursMs += (await ours()).ms;
          rawMs += (await raw()).ms;
        }
      }
      const audioSec = ROUNDS * (await readWavInfo(join(dir, 'ours.wav'))).durationSec;
      const rawAudioSec = ROUNDS * (await readWavInfo(join(dir, 'raw.wav'))).durationSec;
      rows.push({
        name: `synthesis RTF ${item.voice} (${text.length} characters, ${ROUNDS} rounds)`,
        ours: `RTF ${rtf(oursMs, audioSec)}`,
        peer: `RTF ${rtf(rawMs, rawAudioSec)} bare ${bin}`,
        ratio: `${(oursMs / rawMs).toFixed(2)}x`,
        goal: '<= 1.1x',
      });
    }
    return rows;
  } finally {
    remove();
  }
}
