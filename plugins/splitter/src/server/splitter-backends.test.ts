// @backends the split's scratch, a call recognition job and its saved result and media on PostgreSQL, Redis and a bucket
import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '@speechdeck/engines';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { confirmedUser, mediaFilesOf, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { CallRecognition } from '../contract/splitter-api.ts';
import { channelSamples, librivoxCall, type CallTurn } from './testing/stereo-fixtures.ts';
import { splitterPlugins } from './testing/splitter-host.ts';

/*
 * The splitter end to end with the real engines (ffmpeg, pocketsphinx) over HTTP, on the backends
 * the run gives the host (SQLite and a media folder, or PostgreSQL, Redis and a bucket): a short
 * stereo call of real speech (LibriVox: the agent on the left, then the customer on the right; measured 25 % and 43 % word errors) is
 * split into a channel, recognized per channel into one transcript saved to the workspace, found
 * there by speaker, its recording played in ranges, then deleted with nothing left. The routes'
 * other cases, with a recognizer that answers at once: split-api.test.ts, call-recognition.test.ts.
 */
const work = tempDir('splitter-backends');
let host: TestHost;
let user = { token: '', id: 0 };
let call = '';
let turns: CallTurn[] = [];

beforeAll(async () => {
  call = join(work.dir, 'short call.wav');
  turns = await librivoxCall(call, [{ side: 'left', clip: '0880' }, { side: 'right', clip: '0890' }]);
  host = await startTestHost({ plugins: splitterPlugins });
  user = await confirmedUser(host, 'splitter-backends@example.com');
}, 60_000);
afterAll(async () => {
  await host?.close();
  work.remove();
});

const authorized = (init: RequestInit = {}) => ({ ...init, headers: { authorization: `Bearer ${user.token}`, ...init.headers } });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${host.url}${path}`, authorized({ headers }));
async function post(path: string, file?: string): Promise<Response> {
  const form = new FormData();
  if (file) form.append('file', await openAsBlob(file), file.split('/').pop()!);
  return fetch(`${host.url}${path}`, authorized({ method: 'POST', body: file ? form : undefined }));
}

describe('the splitter on its backends', () => {
  it('splits the call into its right channel, sample for sample, keeping nothing', async () => {
    const answer = await post('/api/stt/splitTelRecordToMono?chan=1', call);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('filename="short call-right.wav"');
    const right = join(work.dir, 'right.wav');
    writeFileSync(right, Buffer.from(await answer.arrayBuffer()));
    expect(await channelSamples(right, 0)).toEqual(await channelSamples(call, 1));
    await expect.poll(() => mediaFilesOf(host, user.id), { timeout: 5_000 }).toEqual([]);
  });

  it('recognizes the call per channel with the default English recognizer, saves it, finds it by speaker, plays it in ranges and deletes it', async () => {
    const started = await post('/api/splitter/recognize?language=en', call);
    expect(started.status).toBe(200);
    const { id } = (await started.json()) as { id: string };
    let state: CallRecognition | undefined;
    for (let i = 0; i < 2400 && !(state?.status === 'done' || state?.status === 'failed'); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await (await get(`/api/splitter/recognize/${id}`)).json()) as CallRecognition;
    }
    expect(state, state?.error ?? '').toMatchObject({ status: 'done', progress: 1, channels: ['agent', 'customer'], processId: id });

    const result = (await (await get(`/api/stt/recognize/${id}`)).json()) as RecognitionResult;
    expect(result).toMatchObject({ status: 'done', fn: 'short call.wav', engine: expect.stringMatching(/^(whisper|pocketsphinx)/) });
    expect(result.segments.map((s) => s.spk).filter((spk, i, all) => i === 0 || all[i - 1] !== spk)).toEqual(['agent', 'customer']);
    // Each utterance lies in a turn of its own side, and each side's words come back under pocketsphinx's usual error rate.
    for (const segment of result.segments) {
      const side = segment.spk === 'agent' ? 'left' : 'right';
      const mid = (segment.start + segment.end) / 2;
      expect(turns.some((turn) => turn.side === side && mid > turn.start - 0.3 && mid < turn.end + 0.3), `${segment.spk} at ${segment.start}-${segment.end}`).toBe(true);
    }
    for (const [side, spk] of [['left', 'agent'], ['right', 'customer']] as const) {
      const said = result.segments.filter((s) => s.spk === spk).map((s) => s.sent).join(' ');
      const { wer } = wordErrorRate(turns.find((t) => t.side === side)!.reference, said);
      expect(wer, `${spk}: ${said}`).toBeLessThan(0.5);
    }

    const hits = (await (await get('/api/elastic/getRespBySpknameFromElastic?spk=customer')).json()) as SegmentHit[];
    expect(hits.length).toBe(result.segments.filter((s) => s.spk === 'customer').length);
    expect(hits.every((hit) => hit.processId === id && hit.fn === 'short call.wav')).toBe(true);

    const part = await get(`/api/elastic/load_audio/${id}`, { range: 'bytes=0-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-11\/\d+$/);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('RIFF');

    // The recording is the result's media, all the user has; deleting the result removes it.
    expect(await mediaFilesOf(host, user.id)).toHaveLength(1);
    expect((await post(`/api/elastic/deleteResponseFromElastic?processId=${id}`)).status).toBe(200);
    expect((await get(`/api/elastic/load_audio/${id}`)).status).toBe(404);
    await expect.poll(() => mediaFilesOf(host, user.id), { timeout: 10_000 }).toEqual([]);
    // pocketsphinx takes seconds a channel; a loaded machine's many more.
  }, 120_000);
});
