import { tempDir } from '@speechdeck/testing';
import {
  apiRecognition, buildRecognitionConditions, rawPocketsphinx, RECOGNITION_CONDITIONS, scoreConditions, type WordErrors,
} from '@speechdeck/plugin-stt/testing';
import { benchHost, type BenchRow } from './bench-host.ts';

const percent = ({ errors, words }: WordErrors) => `${((100 * errors) / words).toFixed(1)} %`;

/**
 * Word error rate per condition of the evaluation set (the LibriVox clips under noise, telephone
 * band, reverberation, cut into phrases, between music, compressed): recognition through the API,
 * without and with `vad`, against raw pocketsphinx_continuous with its own defaults on the same files.
 */
export async function benchRecognitionQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('recognition-quality');
  const { host, token } = await benchHost();
  try {
    const conditions = await buildRecognitionConditions(dir);
    const scores = await scoreConditions(conditions, {
      raw: rawPocketsphinx(dir),
      api: apiRecognition(host.url, token),
      vad: apiRecognition(host.url, token, 'vad=true'),
    });
    const total = { raw: { errors: 0, words: 0 }, api: { errors: 0, words: 0 }, vad: { errors: 0, words: 0 } };
    const rows = [...scores].map(([name, score]): BenchRow => {
      for (const side of ['raw', 'api', 'vad'] as const) {
        total[side].errors += score[side].errors;
        total[side].words += score[side].words;
      }
      return row(`WER ${name}: ${RECOGNITION_CONDITIONS[name]}`, score);
    });
    return [...rows, row('WER all conditions', total)];
  } finally {
    await host.close();
    remove();
  }
}

function row(name: string, { raw, api, vad }: Record<'raw' | 'api' | 'vad', WordErrors>): BenchRow {
  return {
    name,
    ours: `API ${percent(api)}, vad=true ${percent(vad)}`,
    peer: `${percent(raw)} raw pocketsphinx`,
    ratio: `${api.errors} / ${vad.errors} vs ${raw.errors} of ${raw.words} words`,
    goal: 'API and vad <= raw',
  };
}
