import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { servicePlugins } from '../service-plugins.ts';
import {
  ADMIN_BUNDLE, confirmedUser, freePort, librivoxClips, mediaFilesOf, runAdmin, startS3Server, startTestHost, tempDir, uploadTo, type S3Server,
} from '@speechdeck/testing';

const work = tempDir('copy-media');
const dataDir = join(work.dir, 'install');
// A 1x1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let s3: S3Server;

/** What the installation on a folder held when its host stopped. */
const before = { token: '', userId: 0, result: {} as RecognitionResult, audio: Buffer.alloc(0), imageUrl: '' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  expect(existsSync(ADMIN_BUNDLE), `${ADMIN_BUNDLE} is missing: run \`pnpm --filter @speechdeck/server run build\` first`).toBe(true);
  s3 = await startS3Server();
  const host = await startTestHost({ plugins: servicePlugins, dataDir, env: { SPEECHDECK_MEDIA_DIR: join(work.dir, 'shared-media') } });
  try {
    const ann = await confirmedUser(host, 'ann@example.com');
    Object.assign(before, { token: ann.token, userId: ann.id });
    const recognized = await uploadTo(`${host.url}/api/stt/recognize`, ann.token, librivoxClips()[0]!.wav, 'chapter-one.wav');
    expect(recognized.status, JSON.stringify(recognized.body)).toBe(200);
    before.result = recognized.body as unknown as RecognitionResult;
    before.audio = await bytesOf(await fetch(`${host.url}/api/elastic/load_audio/${before.result.processId}`, { headers: bearer(ann.token) }));
    const form = new FormData();
    form.append('file', new Blob([png]), 'logo.png');
    before.imageUrl = ((await (await fetch(`${host.url}/v1/image`, { method: 'POST', headers: bearer(ann.token), body: form })).json()) as { imageUrl: string }).imageUrl;
  } finally {
    await host.close();
  }
}, 120_000);

afterAll(async () => {
  await s3?.stop();
  work.remove();
});

it('copies a shared media folder into a bucket: hosts started on the bucket play the same audio and show the same image', async () => {
  const shared = join(work.dir, 'shared-media');
  const run = await runAdmin('copy-media', '--from', shared, '--to', `${s3.url}/moved`, '--json');
  expect(run.code, run.stderr).toBe(0);
  // The recognized upload and the image.
  expect(JSON.parse(run.stdout)).toMatchObject({ files: 2, bytes: before.audio.length + png.length });

  // The folder goes away: whatever the host answers now comes from the bucket.
  renameSync(shared, `${shared}-gone`);
  const host = await startTestHost({ plugins: servicePlugins, dataDir, env: { SPEECHDECK_MEDIA_URL: `${s3.url}/moved` } });
  try {
    expect(await (await fetch(`${host.url}/health`)).json()).toMatchObject({ status: 'ok', media: 's3' });
    const audio = await fetch(`${host.url}/api/elastic/load_audio/${before.result.processId}`, { headers: bearer(before.token) });
    expect(audio.status).toBe(200);
    expect((await bytesOf(audio)).equals(before.audio)).toBe(true);
    const image = await fetch(`${host.url}${before.imageUrl}`);
    expect((await bytesOf(image)).equals(png)).toBe(true);
    // Ann's one file, and nothing left in this node's work dir.
    expect(await mediaFilesOf(host, before.userId)).toHaveLength(1);
  } finally {
    await host.close();
    renameSync(`${shared}-gone`, shared);
  }
});

it('refuses what is not a bucket URL, and says how far it got when the bucket cannot be reached', async () => {
  const notS3 = await runAdmin('copy-media', '--from', join(work.dir, 'shared-media'), '--to', 'http://127.0.0.1/media', '--json');
  expect(notS3.code).toBe(2);
  expect(JSON.parse(notS3.stdout).error.message).toContain('--to must be an S3 URL');
  const nobody = await freePort();
  const unreachable = await runAdmin('copy-media', '--from', join(work.dir, 'shared-media'), '--to', `s3+http://k:s@127.0.0.1:${nobody}/media`);
  expect(unreachable.code).toBe(1);
  expect(unreachable.stderr).toContain('copying into the bucket failed after 0 files');
});
