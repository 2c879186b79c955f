import { readdirSync, readFileSync } from 'node:fs';
import { ffmpeg, librivoxClips, tempDir, until, uploadTo } from '@speechdeck/testing';
import { benchHost, mib, type BenchRow } from './bench-host.ts';

/** Resident memory of this process and every process below it (the engines' workers), from /proc. */
function treeRss(): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      // Field 24 of stat is rss in pages (the 22nd after the name).
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // exited while we looked
    }
  }
  let total = 0;
  const pending = [process.pid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * What the host and its engines hold: idle after start, after one recognition has loaded the
 * default recognizer, at the peak of two recognitions at once (the default two job slots) over a
 * minute of speech each, and at the peak of those two beside two medical recognitions (queued jobs
 * in slots of their own, on Whisper base where English's recognizer is tiny.en: both pools loaded at
 * once, and pocketsphinx for the medical candidates). The peer is the same host's idle figure.
 */
export async function benchEngineMemory(): Promise<BenchRow[]> {
  const work = tempDir('bench-memory');
  const clips = librivoxClips();
  const minute = `${work.dir}/minute.wav`;
  ffmpeg(...[...clips, ...clips].flatMap((clip) => ['-i', clip.wav]), '-filter_complex', `concat=n=${clips.length * 2}:v=0:a=1,apad=whole_dur=60`, minute);
  const { host, token } = await benchHost({ SPEECHDECK_JOB_CONCURRENCY: '2' });
  try {
    const idle = treeRss();
    const recognize = async () => {
      const { status, body } = await uploadTo(`${host.url}/api/stt/recognize`, token, minute);
      if (status !== 200) throw new Error(`recognize answered ${status}: ${JSON.stringify(body)}`);
      return body as { engine?: string };
    };
    const first = await recognize();
    const loaded = treeRss();
    let peak = loaded;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 100);
    try {
      await Promise.all([recognize(), recognize()]);
    } finally {
      clearInterval(sampler);
    }
    const medical = async () => {
      const { status, body } = await uploadTo(`${host.url}/api/stt/recognizeMed?language=en`, token, minute);
      if (status !== 200) throw new Error(`recognizeMed answered ${status}: ${JSON.stringify(body)}`);
      let result: { status: string; engine?: string; error?: string } = { status: 'queued' };
      await until(async () => {
        result = await (await fetch(`${host.url}/api/stt/recognizeMed/${(body as { id: string }).id}`, { headers: { authorization: `Bearer ${token}` } })).json();
        return result.status === 'done' || result.status === 'failed';
      }, { what: 'a medical recognition of the minute', ms: 600_000, every: 200 });
      if (result.status !== 'done') throw new Error(`the medical recognition failed: ${result.error}`);
      return result;
    };
    let both = peak;
    const bothSampler = setInterval(() => (both = Math.max(both, treeRss())), 100);
    const [med] = await Promise.all([medical(), medical(), recognize(), recognize()]).finally(() => clearInterval(bothSampler));
    const engine = first.engine ?? 'the default recognizer';
    return [
      { name: 'host + engines, idle after start', ours: mib(idle), peer: '-', ratio: '-', goal: 'reported' },
      { name: `host + engines after one recognition (${engine} loaded)`, ours: mib(loaded), peer: `${mib(idle)} idle`, ratio: (loaded / idle).toFixed(2) + 'x', goal: 'reported' },
      { name: `host + engines, peak of 2 recognitions at once of 60 s (${engine})`, ours: mib(peak), peer: `${mib(idle)} idle`, ratio: (peak / idle).toFixed(2) + 'x', goal: '<= 1.5 GB' },
      { name: `host + engines, peak of those 2 beside 2 medical recognitions of 60 s (${med.engine ?? 'the medical recognizer'})`, ours: mib(both), peer: `${mib(idle)} idle`, ratio: (both / idle).toFixed(2) + 'x', goal: 'reported' },
    ];
  } finally {
    await host.close();
    work.remove();
  }
}
