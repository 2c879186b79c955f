import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readMono16kInfo } from '@speechdeck/core/server';
import { rawWhisper } from '@speechdeck/plugin-stt/testing';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { loadVosk, VoskFiles } from '@speechdeck/engines/vosk';
import { checkoutModels } from '@speechdeck/engines/testing';
import { ffmpeg, librivoxClips, processRunner, tempDir, uploadTo } from '@speechdeck/testing';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);

/**
 * Recognition through the API (upload, convert, recognize, store) vs each engine on its own on the
 * same WAVs: raw pocketsphinx_continuous, the raw Whisper worker and the raw Vosk worker (the engine
 * layer's, model loaded, as the host's are once warm). One job slot, so the host's one Whisper
 * worker has the machine's cores as the raw one does (Vosk decodes on one core). The real-time
 * factor is Whisper's and Vosk's time over the seconds of audio, on the clips (3-7 s: each pays
 * for a whole 30 s window of Whisper's encoder) and on the clips joined into one file.
 */
export async function benchRecognition(): Promise<BenchRow[]> {
  const clips = librivoxClips();
  const work = tempDir('bench-recognition');
  const { host, token } = await benchHost({ SPEECHDECK_JOB_CONCURRENCY: '1' });
  const whisper = rawWhisper();
  const vosk = new VoskFiles(await loadVosk(checkoutModels(), processRunner), 1);
  try {
    const raw = {
      pocketsphinx: (wav: string) => run(DEBIAN_POCKETSPHINX.bin, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', DEBIAN_POCKETSPHINX.hmm, '-lm', DEBIAN_POCKETSPHINX.lm, '-dict', DEBIAN_POCKETSPHINX.dict]),
      whisper: (wav: string) => whisper.recognize({ id: wav, file: wav, reference: '' }),
      vosk: (wav: string) => vosk.transcribe(wav),
    };
    const api = (engine: string) => async (wav: string) => {
      const { status } = await uploadTo(`${host.url}/api/stt/recognize?engine=${engine}`, token, wav);
      if (status !== 200) throw new Error(`recognize answered ${status}`);
    };
    // The Whisper and Vosk workers, raw and the host's, load their model before anything is timed.
    for (const engine of ['whisper', 'vosk'] as const) {
      await raw[engine](clips[0]!.wav);
      await api(engine)(clips[0]!.wav);
    }

    const wavs = clips.map((clip) => clip.wav);
    const clipsSec = await secondsOf(wavs);
    const rows: BenchRow[] = [];
    for (const engine of ['pocketsphinx', 'whisper', 'vosk'] as const) {
      const { apiMs, rawMs } = await interleaved(wavs, api(engine), raw[engine]);
      rows.push({ name: `${engine}: recognition of ${clips.length} LibriVox clips, twice`, ours: seconds(apiMs), peer: `${seconds(rawMs)} raw ${engine}`, ratio: ratio(apiMs, rawMs), goal: '<= 1.05x' });
      if (engine !== 'pocketsphinx') rows.push(rtfRow(`${engine}: real-time factor at one slot, those clips (${(clipsSec * 2).toFixed(1)} s of audio)`, apiMs, rawMs, clipsSec * 2));
    }
    const joined = `${work.dir}/joined.wav`;
    // Plain PCM as the clips are (no metadata chunk), so the host stores it as it is rather than convert it.
    ffmpeg(...wavs.flatMap((wav) => ['-i', wav]), '-filter_complex', `concat=n=${wavs.length}:v=0:a=1`, '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', joined);
    for (const engine of ['whisper', 'vosk'] as const) {
      const long = await interleaved([joined], api(engine), raw[engine]);
      rows.push(rtfRow(`${engine}: real-time factor at one slot, the clips joined in one file, twice (${(clipsSec * 2).toFixed(1)} s)`, long.apiMs, long.rawMs, clipsSec * 2));
    }
    return rows;
  } finally {
    whisper.close();
    vosk.close();
    await host.close();
    work.remove();
  }
}

async function secondsOf(wavs: readonly string[]): Promise<number> {
  return (await Promise.all(wavs.map((wav) => readMono16kInfo(wav)))).reduce((sum, info) => sum + info.durationSec, 0);
}

function rtfRow(name: string, apiMs: number, rawMs: number, audioSec: number): BenchRow {
  return { name, ours: (apiMs / 1000 / audioSec).toFixed(3), peer: `${(rawMs / 1000 / audioSec).toFixed(3)} raw`, ratio: ratio(apiMs, rawMs), goal: '<= 0.15' };
}

/** Each file twice, through the API and raw in turns, alternating which goes first, so a change in machine load hits both sides alike. */
async function interleaved(wavs: readonly string[], api: (wav: string) => Promise<unknown>, raw: (wav: string) => Promise<unknown>) {
  let rawMs = 0;
  let apiMs = 0;
  for (const [i, wav] of [...wavs, ...wavs].entries()) {
    if (i % 2 === 0) {
      rawMs += (await timed(() => raw(wav))).ms;
      apiMs += (await timed(() => api(wav))).ms;
    } else {
      apiMs += (await timed(() => api(wav))).ms;
      rawMs += (await timed(() => raw(wav))).ms;
    }
  }
  return { apiMs, rawMs };
}
