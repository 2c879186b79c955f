import { tempDir } from '@speechdeck/testing';
import {
  apiRecognition, buildNonSpeech, buildRecognitionConditions, NON_SPEECH, rawPocketsphinx, RECOGNITION_CONDITIONS, scoreConditions, type NonSpeechName, type WordErrors,
} from '@speechdeck/plugin-stt/testing';
import { normalizeWords } from '@speechdeck/engines';
import { benchHost, type BenchRow } from './bench-host.ts';

const percent = ({ errors, words }: WordErrors) => `${((100 * errors) / words).toFixed(1)} %`;

/** The recognizers side by side: Whisper, Vosk and pocketsphinx through the API, without and with `vad`, and raw pocketsphinx_continuous. */
const SIDES = ['whisper', 'whisperVad', 'vosk', 'voskVad', 'pocketsphinx', 'pocketsphinxVad', 'raw'] as const;
type Side = (typeof SIDES)[number];

/**
 * Word error rate per condition of the evaluation set (the LibriVox clips under noise, telephone
 * band, reverberation, cut into phrases, between music, compressed), each engine (Whisper, Vosk,
 * pocketsphinx) through the API (`engine=`), without and with `vad`, beside raw pocketsphinx_continuous with its own defaults on
 * the same files; then the words each writes for a minute of silence, of music and of noise.
 */
export async function benchRecognitionQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('recognition-quality');
  const { host, token } = await benchHost();
  try {
    const api = (query: string) => apiRecognition(host.url, token, query);
    const recognizers: Record<Side, ReturnType<typeof api>> = {
      whisper: api('engine=whisper'),
      whisperVad: api('engine=whisper&vad=true'),
      vosk: api('engine=vosk'),
      voskVad: api('engine=vosk&vad=true'),
      pocketsphinx: api('engine=pocketsphinx'),
      pocketsphinxVad: api('engine=pocketsphinx&vad=true'),
      raw: rawPocketsphinx(dir),
    };
    const conditions = await buildRecognitionConditions(dir);
    const scores = await scoreConditions(conditions, recognizers);
    const total = Object.fromEntries(SIDES.map((side) => [side, { errors: 0, words: 0 }])) as Record<Side, WordErrors>;
    const rows = [...scores].map(([name, score]): BenchRow => {
      for (const side of SIDES) {
        total[side].errors += score[side].errors;
        total[side].words += score[side].words;
      }
      return werRow(`WER ${name}: ${RECOGNITION_CONDITIONS[name]}`, score, name === 'clean' ? 'whisper <= 10 %, <= 0.5x pocketsphinx' : undefined);
    });
    const silent = buildNonSpeech(dir);
    const written = await Promise.all((Object.keys(NON_SPEECH) as NonSpeechName[]).map(async (name): Promise<BenchRow> => {
      const words = async (side: Side) => normalizeWords(await recognizers[side]({ id: name, file: silent[name], reference: '' })).length;
      return {
        name: `words written for 60 s of ${name}: ${NON_SPEECH[name]}`,
        ours: `whisper ${await words('whisper')}, vad=true ${await words('whisperVad')}`,
        peer: `vosk ${await words('vosk')}, vad=true ${await words('voskVad')}; pocketsphinx ${await words('pocketsphinx')}, vad=true ${await words('pocketsphinxVad')}`,
        ratio: '',
        goal: '0',
      };
    }));
    return [...rows, werRow('WER all conditions', total), ...written];
  } finally {
    await host.close();
    remove();
  }
}

function werRow(name: string, score: Record<Side, WordErrors>, goal = 'whisper <= 0.5x pocketsphinx'): BenchRow {
  const { whisper, whisperVad, vosk, voskVad, pocketsphinx, pocketsphinxVad, raw } = score;
  return {
    name,
    ours: `whisper ${percent(whisper)}, vad=true ${percent(whisperVad)}`,
    peer: `vosk ${percent(vosk)}, vad=true ${percent(voskVad)}; pocketsphinx ${percent(pocketsphinx)}, vad=true ${percent(pocketsphinxVad)}, raw ${percent(raw)}`,
    ratio: `${(whisper.errors / Math.max(1, pocketsphinx.errors)).toFixed(2)}x (${whisper.errors} vs ${pocketsphinx.errors} of ${raw.words} words; vosk ${vosk.errors}, ${(vosk.errors / Math.max(1, pocketsphinx.errors)).toFixed(2)}x)`,
    goal,
  };
}
