import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { readWavInfo } from '@speechdeck/core/server';
import { benchHost, mib, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);

/**
 * A Node client, for a machine without curl: it POSTs a file as multipart, streamed from disk, and
 * streams the answer into a file. Prints the HTTP status. Each run is a fresh process, so its own
 * code runs cold every time: curl's figure is the one to read.
 */
const NODE_CLIENT = `
const { createReadStream, createWriteStream, statSync } = require('node:fs');
const { request } = require('node:http');
const { pipeline } = require('node:stream/promises');
const [url, token, path, out] = process.argv.slice(1);
const boundary = 'bench' + Date.now();
const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="call.wav"\\r\\nContent-Type: audio/wav\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const req = request(url, {
  method: 'POST',
  headers: { authorization: 'Bearer ' + token, 'content-type': 'multipart/form-data; boundary=' + boundary, 'content-length': head.length + statSync(path).size + tail.length },
}, (res) => pipeline(res, createWriteStream(out)).then(() => process.stdout.write(String(res.statusCode))));
req.write(head);
const file = createReadStream(path);
file.pipe(req, { end: false });
file.on('end', () => req.end(tail));
`;

/** The client that splits over HTTP, as another process (so that the host's memory is measured alone): curl where installed. */
async function httpClient(): Promise<{ name: string; split: (url: string, token: string, path: string, out: string) => Promise<number> }> {
  const curl = await run('curl', ['--version']).then(() => true, () => false);
  if (curl) {
    return {
      name: 'curl -F file=@in.wav -o out.wav',
      split: async (url, token, path, out) => Number((await run('curl', ['-sS', '-o', out, '-w', '%{http_code}', '-H', `Authorization: Bearer ${token}`, '-F', `file=@${path}`, url])).stdout),
    };
  }
  return { name: 'a Node client process (no curl here)', split: async (url, token, path, out) => Number((await run(process.execPath, ['-e', NODE_CLIENT, url, token, path, out])).stdout) };
}

/** The SHA-256 of a WAV's samples (its data chunk), to compare two WAVs whose headers may differ. */
async function samplesHash(path: string): Promise<string> {
  const info = await readWavInfo(path);
  const hash = createHash('sha256');
  await pipeline(createReadStream(path, { start: info.dataOffset, end: info.dataOffset + info.frames * info.channels * 2 - 1 }), hash);
  return hash.digest('hex');
}

const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Splitting a 1-hour stereo telephone WAV (8 kHz, 16-bit, ~115 MB, made with sox) through
 * POST /api/stt/splitTelRecordToMono over loopback, upload and download included, against
 * `sox in.wav out.wav remix 1` on the same file: the median of three rounds each, the host warmed
 * by one split first (a serving host is warm; the cold first request is reported too). The client
 * is curl (its start is in our time). The host's peak memory growth while it splits, and the
 * samples of both outputs compared.
 */
export async function benchSplitterSpeed(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-splitter-'));
  const input = join(dir, 'call.wav');
  // Two different tones, so that a swapped channel would not compare equal.
  await run('sox', ['-n', '-r', '8000', '-c', '2', '-b', '16', input, 'synth', '3600', 'sine', '440', 'sine', '1000', 'vol', '0.5']);
  const { size } = await stat(input);
  const client = await httpClient();
  const { host, token } = await benchHost();
  const split = async (query: string, out: string) => {
    const status = await client.split(`${host.url}/api/stt/splitTelRecordToMono${query}`, token, input, out);
    if (status !== 200) throw new Error(`the split answered ${status}`);
  };
  try {
    const soxOut = join(dir, 'sox-left.wav');
    const oursOut = join(dir, 'api-left.wav');
    const zipOut = join(dir, 'api-both.zip');
    global.gc?.();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    }, 10);
    const cold = await timed(() => split('?chan=0', oursOut));
    const times = { ours: [] as number[], sox: [] as number[], zip: [] as number[], soxBoth: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      times.sox.push((await timed(() => run('sox', [input, soxOut, 'remix', '1']))).ms);
      times.ours.push((await timed(() => split('?chan=0', oursOut))).ms);
      times.soxBoth.push((await timed(() => Promise.all([run('sox', [input, join(dir, 'l.wav'), 'remix', '1']), run('sox', [input, join(dir, 'r.wav'), 'remix', '2'])]))).ms);
      times.zip.push((await timed(() => split('', zipOut))).ms);
    }
    clearInterval(sampler);
    const same = (await samplesHash(oursOut)) === (await samplesHash(soxOut));
    const [ours, sox, zip, soxBoth] = [median(times.ours), median(times.sox), median(times.zip), median(times.soxBoth)];
    return [
      {
        name: `split 1 h stereo 8 kHz WAV (${mib(size)}), chan=0 over HTTP with ${client.name}, median of ${ROUNDS}`,
        ours: seconds(ours),
        peer: `${seconds(sox)} sox remix 1`,
        ratio: ratio(ours, sox),
        goal: `<= 3x; samples ${same ? 'identical to' : 'DIFFER from'} sox's`,
      },
      { name: 'split, chan=0: the cold first request of the host', ours: seconds(cold.ms), peer: `${seconds(sox)} sox remix 1`, ratio: ratio(cold.ms, sox), goal: 'informative' },
      { name: `split, both channels as a zip over HTTP, median of ${ROUNDS}`, ours: seconds(zip), peer: `${seconds(soxBoth)} sox remix 1 and remix 2 at once`, ratio: ratio(zip, soxBoth), goal: 'informative' },
      {
        name: 'split: the host\'s peak memory growth (the client is another process)',
        ours: `${mib(peak.rss - before.rss)} rss`,
        peer: `${mib(peak.arrayBuffers - before.arrayBuffers)} of buffers (mostly garbage not yet collected); input ${mib(size)}`,
        ratio: '-',
        goal: '< 64 MiB',
      },
    ];
  } finally {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
}
