import { benchHost, ratio, timed, type BenchRow } from './bench-host.ts';

/** A result forged to be costly: one 990 KB segment of two-letter words (issue 8, item 6). */
const forged = (status: string) => JSON.stringify({
  json: {
    processId: 'forged', userId: 1, fn: 'forged.wav', language: 'en', status, error: null, progress: 1, duration: 600,
    createdAt: '2026-01-01T00:00:00.000Z', text: '', notes: [], engine: null,
    options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false },
    segments: [{ position: 0, start: 0, end: 600, spk: 'S1', sent: 'ab '.repeat(330_000), kw: [], oa: null, words: [] }],
  },
});

/**
 * `POST /api/stt/toSrt` of the forged result: time per request, against the same body refused
 * after parsing and validation (a result still running answers 409), which isolates the cost of
 * writing the subtitles; and `/health` while five such requests run, against `/health` alone.
 */
export async function benchSubtitles(): Promise<BenchRow[]> {
  const { host, token } = await benchHost();
  try {
    const toSrt = (body: string) =>
      fetch(`${host.url}/api/stt/toSrt`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }).then((r) => r.text());
    const health = async () => (await timed(() => fetch(`${host.url}/health`).then((r) => r.text()))).ms;
    const done = forged('done');
    const running = forged('running');
    const median = async (run: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) samples.push((await timed(run)).ms);
      return samples.sort((a, b) => a - b)[2]!;
    };
    await toSrt(done);
    const ours = await median(() => toSrt(done));
    const peer = await median(() => toSrt(running));
    const alone = await median(health);
    const busy = Promise.all(Array.from({ length: 5 }, () => toSrt(done)));
    await new Promise((started) => setTimeout(started, 20));
    const during = await health();
    await busy;
    return [
      { name: 'toSrt of a forged 990 KB segment (median of 5)', ours: `${ours.toFixed(0)} ms`, peer: `${peer.toFixed(0)} ms parse + validate only`, ratio: ratio(ours, peer), goal: 'linear in the text (was ~1 s)' },
      { name: '/health while 5 such toSrt run', ours: `${during.toFixed(0)} ms`, peer: `${alone.toFixed(0)} ms alone`, ratio: ratio(during, alone), goal: '< 500 ms (was 2.1 s)' },
    ];
  } finally {
    await host.close();
  }
}
