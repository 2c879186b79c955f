import { mkdirSync, openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform, type ProcessRunner } from '@speechdeck/core/server';
import { confirmedUser, convertMedia, mediaFilesOf, override, processRunner, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import { readZip, type ZipEntry } from './testing/read-zip.ts';
import { splitterPlugins } from './testing/splitter-host.ts';
import { toneWithNoise, writePcmWav } from './testing/stereo-fixtures.ts';

/*
 * The split's ffmpeg decoding is the call splitter.decode-now: an API host, whose own runner
 * refuses ffmpeg, answers what a single host answers, byte for byte and header for header, while
 * a worker on the same data dir runs ffmpeg; a 16-bit WAV's channels are copied on the API host.
 */
const work = tempDir('splitter-hosts');
const at = (name: string) => join(work.dir, name);
const hosts: TestHost[] = [];
let single: { host: TestHost; token: string };
let api: { host: TestHost; token: string; id: number };
/** The worker's ffmpeg runs, each as the channel mappings it wrote. */
const workerDecodes: string[][] = [];

const workerRunner: ProcessRunner = {
  isInstalled: (command) => processRunner.isInstalled(command),
  start: (command, args, options) => processRunner.start(command, args, options),
  run(command, args, options) {
    if (command === 'ffmpeg') workerDecodes.push(args.filter((arg) => arg.startsWith('pan=')));
    return processRunner.run(command, args, options);
  },
};
const apiRunner: ProcessRunner = {
  isInstalled: (command) => processRunner.isInstalled(command),
  start: (command, args, options) => processRunner.start(command, args, options),
  run(command, args, options) {
    if (command === 'ffmpeg') return Promise.reject(new Error('ffmpeg ran on the API host'));
    return processRunner.run(command, args, options);
  },
};

beforeAll(async () => {
  const dataDir = at('shared');
  mkdirSync(dataDir);
  const start = async (options: Parameters<typeof startTestHost>[0]) => {
    const host = await startTestHost({ plugins: splitterPlugins, ...options });
    hosts.push(host);
    return host;
  };
  const singleHost = await start({});
  single = { host: singleHost, token: (await confirmedUser(singleHost, 'split@example.com')).token };
  await start({ dataDir, env: { SPEECHDECK_ROLE: 'worker' }, overrides: [override(platform.processes, workerRunner)] });
  const apiHost = await start({ dataDir, env: { SPEECHDECK_ROLE: 'api' }, overrides: [override(platform.processes, apiRunner)] });
  api = { host: apiHost, ...(await confirmedUser(apiHost, 'split@example.com')) };
}, 60_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  work.remove();
});

/** Everything of an answer but what differs per response (the date, the connection, a fresh XSRF cookie). */
async function split({ host, token }: { host: TestHost; token: string }, file: string, query: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), file.split('/').pop()!);
  const response = await fetch(`${host.url}/api/stt/splitTelRecordToMono${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'set-cookie'].includes(name)));
  return { status: response.status, headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/stt/splitTelRecordToMono on an API host', () => {
  it('answers as a single host does, the decoding done by the worker, and keeps nothing in the shared media', async () => {
    const rate = 8000;
    const wav = writePcmWav(at('call.wav'), [toneWithNoise(rate * 2, rate, 440, 1), toneWithNoise(rate * 2, rate, 1000, 2)], rate);
    const flac = convertMedia(wav, at('call.flac'));
    const mp3 = convertMedia(wav, at('call.mp3'), ['-c:a', 'libmp3lame', '-b:a', '64k']);
    // A WAV of a codec ffprobe names but ffmpeg cannot decode: the worker's 415 comes back as it is.
    const odd = at('odd.wav');
    writeFileSync(odd, wavOfUnknownCodec());
    const asks = [[wav, '?chan=0'], [wav, ''], [flac, '?chan=1'], [mp3, ''], [odd, '?chan=0']] as const;
    const answers = [];
    for (const [file, query] of asks) {
      const there = await split(api, file, query);
      const here = await split(single, file, query);
      expect(there.status, `${file}${query}: ${there.bytes.toString()}`).toBe(here.status);
      expect(there.headers, `${file}${query}`).toEqual(here.headers);
      expect(contentOf(there), `${file}${query}`).toEqual(contentOf(here));
      answers.push(there);
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 415]);
    expect(JSON.parse(answers[4]!.bytes.toString())).toMatchObject({ message: 'The recording could not be decoded: it is damaged or not audio that ffmpeg can read.' });
    // One pass per decoded answer (both of the mp3's channels in one), none for the 16-bit WAV.
    expect(workerDecodes).toEqual([['pan=mono|c0=c1'], ['pan=mono|c0=c0', 'pan=mono|c0=c1'], ['pan=mono|c0=c0']]);
    // The hosts share a data dir here, so this covers the worker's work dir too.
    await expect.poll(() => mediaFilesOf(api.host, api.id), { timeout: 5_000 }).toEqual([]);
  }, 60_000);
});

/**
 * What an answer holds: its bytes, or a zip's entries (its bytes carry the time it was made, so two
 * zips of the same channels differ there).
 */
function contentOf(answer: { headers: Record<string, string>; bytes: Buffer }): Buffer | ZipEntry[] {
  if (answer.headers['content-type'] !== 'application/zip') return answer.bytes;
  const path = at('answer.zip');
  writeFileSync(path, answer.bytes);
  return readZip(path);
}

/** A stereo WAV whose format tag (0x7777) is no codec ffmpeg has. */
function wavOfUnknownCodec(): Buffer {
  const data = Buffer.alloc(8000);
  const header = Buffer.alloc(44);
  header.write('RIFFxxxxWAVEfmt ', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(0x7777, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
