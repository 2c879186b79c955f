import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runPool } from '@speechdeck/core/cli';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { childProcesses, ffmpeg, librivoxClips, multipartBody, sendRaw, tempDir, uploadTo } from '@speechdeck/testing';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);
const CALLS = 20;
/** The default SPEECHDECK_JOB_CONCURRENCY. */
const SLOTS = 2;
const LEAVE_AFTER_MS = 4000;

/**
 * Issue 8's load: 20 synchronous POST /api/stt/recognize of a 3 s clip at once. Before, each
 * started its own pocketsphinx (20 at once, 2.1 GB, p95 43 s); now they share the queue's slots.
 * The peer is raw pocketsphinx_continuous on the same clip, 20 runs two at a time: what the bound
 * itself costs. Then a client that leaves 4 s into a long recognition: how long its engine
 * process lives on (25 s before).
 */
export async function benchRecognitionLoad(): Promise<BenchRow[]> {
  const clips = librivoxClips();
  const clip = clips.reduce((a, b) => (readFileSync(a.wav).length <= readFileSync(b.wav).length ? a : b));
  const work = tempDir('bench-load');
  // English on pocketsphinx, a process per recognition, as issue 8 measured it (Whisper's workers live on: recognition.bench.ts).
  const { host, token } = await benchHost({ SPEECHDECK_JOB_CONCURRENCY: String(SLOTS), SPEECHDECK_ASR_EN: 'pocketsphinx' });
  try {
    const { bin, hmm, lm, dict } = DEBIAN_POCKETSPHINX;
    const raw = await timed(() =>
      runPool(Array.from({ length: CALLS }), SLOTS, async () => {
        await run(bin, ['-infile', clip.wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', hmm, '-lm', lm, '-dict', dict]);
      }));

    const engines = sampleEngines();
    const latencies: number[] = [];
    const ours = await timed(() =>
      Promise.all(Array.from({ length: CALLS }, async () => {
        const call = await timed(() => uploadTo(`${host.url}/api/stt/recognize?language=en`, token, clip.wav));
        if (call.value.status !== 200) throw new Error(`recognize answered ${call.value.status}`);
        latencies.push(call.ms);
      })));
    const peak = engines.stop();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;

    const leftMs = await engineLifeAfterLeaving(host.url, token, work.dir, clips.map((c) => c.wav));
    const name = `${CALLS} concurrent sync recognitions of a 3 s LibriVox clip, ${SLOTS} slots`;
    return [
      { name: `${name}: all answered`, ours: seconds(ours.ms), peer: `${seconds(raw.ms)} raw pocketsphinx ${SLOTS} at a time`, ratio: ratio(ours.ms, raw.ms), goal: 'informative' },
      { name: `${name}: latency p50 / p95`, ours: `${seconds(at(0.5))} / ${seconds(at(0.95))}`, peer: '-', ratio: '-', goal: 'informative (issue 8: p95 43 s)' },
      { name: `${name}: peak pocketsphinx processes (RSS)`, ours: `${peak.count} (${Math.round(peak.rssBytes / 1e6)} MB)`, peer: `${SLOTS} allowed`, ratio: ratio(peak.count, SLOTS), goal: `<= ${SLOTS} (issue 8: 20, 2.1 GB)` },
      { name: `client leaves ${LEAVE_AFTER_MS / 1000} s into decoding a sync recognition: its pocketsphinx exits after`, ours: seconds(leftMs), peer: '-', ratio: '-', goal: '< 1 s (issue 8: 25 s)' },
    ];
  } finally {
    await host.close();
    work.remove();
  }
}

/** Polls the process table for this process's pocketsphinx children: the most at once, and their memory then. */
function sampleEngines() {
  const peak = { count: 0, rssBytes: 0 };
  const timer = setInterval(() => {
    const pids = childProcesses(DEBIAN_POCKETSPHINX.bin);
    const rss = pids.reduce((sum, pid) => sum + rssOf(pid), 0);
    if (pids.length > peak.count || (pids.length === peak.count && rss > peak.rssBytes)) Object.assign(peak, { count: pids.length, rssBytes: rss });
  }, 20);
  return { stop: () => (clearInterval(timer), peak) };
}

function rssOf(pid: number): number {
  try {
    const [, resident] = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(resident) * 4096;
  } catch {
    return 0;
  }
}

/** Milliseconds from the client closing its connection to its pocketsphinx process being gone. */
async function engineLifeAfterLeaving(url: string, token: string, dir: string, wavs: string[]): Promise<number> {
  // Long enough (the clips three times over) that decoding is far from done when the client leaves.
  const long = join(dir, 'long.wav');
  const inputs = wavs.flatMap((wav) => ['-i', wav]);
  ffmpeg(...inputs, ...inputs, ...inputs, '-filter_complex', `concat=n=${wavs.length * 3}:v=0:a=1`, long);
  const leave = new AbortController();
  const call = sendRaw(url, {
    path: '/api/stt/recognize?language=en',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=bench' },
    body: multipartBody('bench', [{ name: 'file', filename: 'long.wav', value: readFileSync(long) }]),
    leaveOn: leave.signal,
  });
  let pid: number | undefined;
  while (pid === undefined) {
    await new Promise((r) => setTimeout(r, 20));
    pid = childProcesses(DEBIAN_POCKETSPHINX.bin)[0];
  }
  await new Promise((r) => setTimeout(r, LEAVE_AFTER_MS));
  const left = performance.now();
  leave.abort();
  await call;
  while (childProcesses(DEBIAN_POCKETSPHINX.bin).includes(pid)) await new Promise((r) => setTimeout(r, 5));
  return performance.now() - left;
}
