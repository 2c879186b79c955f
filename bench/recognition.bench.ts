import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/plugin-stt/server';
import { librivoxClips, uploadTo } from '@speechdeck/testing';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);

/** Recognition through the API (upload, convert, recognize, store) vs raw pocketsphinx_continuous on the same WAVs. */
export async function benchRecognition(): Promise<BenchRow[]> {
  const clips = librivoxClips();
  const { host, token } = await benchHost();
  try {
    // Interleaved, alternating which goes first, so a change in machine load hits both sides alike.
    let rawMs = 0;
    let apiMs = 0;
    const raw = (wav: string) => timed(() => run(DEBIAN_POCKETSPHINX.bin, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', DEBIAN_POCKETSPHINX.hmm, '-lm', DEBIAN_POCKETSPHINX.lm, '-dict', DEBIAN_POCKETSPHINX.dict]));
    const api = (wav: string) => timed(async () => {
      const { status } = await uploadTo(`${host.url}/api/stt/recognize`, token, wav);
      if (status !== 200) throw new Error(`recognize answered ${status}`);
    });
    for (const [i, clip] of [...clips, ...clips].entries()) {
      if (i % 2 === 0) {
        rawMs += (await raw(clip.wav)).ms;
        apiMs += (await api(clip.wav)).ms;
      } else {
        apiMs += (await api(clip.wav)).ms;
        rawMs += (await raw(clip.wav)).ms;
      }
    }
    return [{ name: `recognition of ${clips.length} LibriVox clips, twice`, ours: seconds(apiMs), peer: `${seconds(rawMs)} raw pocketsphinx`, ratio: ratio(apiMs, rawMs), goal: '<= 1.05x' }];
  } finally {
    await host.close();
  }
}
