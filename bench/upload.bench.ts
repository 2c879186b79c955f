import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateMedia } from '@speechdeck/testing';
import { benchHost, mib, peakRssGrowth, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);
const GIB = 1024 ** 3;

/** Streams a file as multipart without reading it into memory (fetch's FormData would buffer it). */
function streamUpload(url: string, token: string, path: string, size: number): Promise<number> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

/** A 1 GiB upload: the host's memory growth (goal < 64 MiB) and its throughput against `cp`. */
export async function benchUpload(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
  // 1 GiB of 16-bit 48 kHz stereo noise is a real WAV ffprobe accepts (~93 minutes).
  const big = generateMedia('anoisesrc=r=48000:a=0.1,aformat=channel_layouts=stereo', join(dir, 'big.wav'), Math.ceil(GIB / (48000 * 4)));
  const { size } = await stat(big);
  const { host, token } = await benchHost({ SPEECHDECK_UPLOAD_MAX_BYTES: String(2 * GIB) });
  try {
    const copy = await timed(() => run('cp', [big, join(dir, 'copy.wav')]));
    const { growth, value: upload } = await peakRssGrowth(() => timed(() => streamUpload(`${host.url}/api/stt/uploadFile`, token, big, size)));
    if (upload.value !== 200) throw new Error(`upload answered ${upload.value}`);
    return [
      { name: `upload of ${mib(size)}: time`, ours: seconds(upload.ms), peer: `${seconds(copy.ms)} cp`, ratio: ratio(upload.ms, copy.ms), goal: 'informative' },
      { name: 'upload: host memory growth (rss, client in the same process)', ours: mib(growth), peer: '-', ratio: '-', goal: '< 64 MiB' },
    ];
  } finally {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
}
