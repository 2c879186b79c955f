import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { librivoxClips } from '../server/src/engines/testing/librivox.ts';
import { uploadTo } from '../server/src/testing/media-fixtures.ts';
import { DEBIAN_POCKETSPHINX } from '../server/src/engines/asr/pocketsphinx-engine.ts';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);

/** Recognition through the API (upload, convert, recognize, store) vs raw pocketsphinx_continuous on the same WAVs. */
export async function benchRecognition(): Promise<BenchRow[]> {
  const clips = librivoxClips();
  const { host, token } = await benchHost();
  try {
    const raw = await timed(async () => {
      for (const clip of clips) {
        await run(DEBIAN_POCKETSPHINX.bin, ['-infile', clip.wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', DEBIAN_POCKETSPHINX.hmm, '-lm', DEBIAN_POCKETSPHINX.lm, '-dict', DEBIAN_POCKETSPHINX.dict, '-remove_noise', 'no']);
      }
    });
    const api = await timed(async () => {
      for (const clip of clips) {
        const { status } = await uploadTo(`${host.url}/api/stt/recognize`, token, clip.wav);
        if (status !== 200) throw new Error(`recognize answered ${status}`);
      }
    });
    return [{ name: `recognition of ${clips.length} LibriVox clips`, ours: seconds(api.ms), peer: `${seconds(raw.ms)} raw pocketsphinx`, ratio: ratio(api.ms, raw.ms), goal: '<= 1.05x' }];
  } finally {
    await host.close();
  }
}
