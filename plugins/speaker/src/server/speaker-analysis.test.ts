import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerPlugin, platform } from '@speechdeck/core/server';
import { mediaFilesOf, tempDir, type TestHost } from '@speechdeck/testing';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import type { SpeakerAnalysis } from '../contract/sv-api.ts';
import { saveAnalysis } from './analysis/save-analysis.ts';
import { speakerPlugins } from './index.ts';
import { speakerStoresRef } from './refs.ts';
import type { Diarizer } from '@speechdeck/engines/speaker';
import type { SpeakerDeps } from './speaker-deps.ts';
import { json, svCalls, until } from './testing/sv-calls.ts';
import { startSpeakerHost } from './testing/speaker-host.ts';
import { toneDiarizer, toneEngines, toneTalk } from './testing/tone-voices.ts';
import { labelsOfVoices, type TrueTurn } from './testing/voice-labels.ts';

/*
 * Diarization and tracking jobs, their recordings and saving them to the workspace over real HTTP,
 * with speaker engines that answer at once (tone voices: testing/tone-voices.ts). The real engines
 * diarize and track real speech through the API in speaker-backends.test.ts; their quality is the
 * floor in evaluation/speaker-quality.test.ts and `pnpm bench speaker-quality`.
 */

let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('sv-analysis');
let talk = '';
let annEnroll = '';
let truth: TrueTurn[] = [];

// The tone diarizer, or one held until the host stops it (`holding`), to catch a job while it runs.
let holding = false;
const held = { started: 0, stopped: 0 };
const diarizer: Diarizer = {
  id: toneDiarizer.id,
  diarize: (wav, options) => {
    if (!holding) return toneDiarizer.diarize(wav, options);
    held.started++;
    return new Promise((_, reject) => options?.signal?.addEventListener('abort', () => {
      held.stopped++;
      reject(options.signal!.reason as Error);
    }));
  },
};

// What saving an analysis uses, as the plugin's routes have it: two saves can then start from one reading of the analysis.
let saving: Pick<SpeakerDeps, 'stores' | 'results' | 'media'> | undefined;
const saver = createServerPlugin({
  id: 'analysis-saver',
  register(env) {
    env.registerInit({ deps: { stores: speakerStoresRef, results: resultsStoreRef, media: platform.media }, init: (deps) => void (saving = deps) });
  },
});

beforeAll(async () => {
  // Ann (enrolled below) talking with a voice nobody enrolls, in four turns; her enrollment clip.
  talk = join(work.dir, 'talk.wav');
  truth = toneTalk(talk, [['ann', 4], ['dee', 3], ['ann', 3.5], ['dee', 4]]);
  annEnroll = join(work.dir, 'ann-enroll.wav');
  toneTalk(annEnroll, [['ann', 3], ['ann', 3]], 0.4);
  ({ host, ann, bob } = await startSpeakerHost({ plugins: [...speakerPlugins, saver], overrides: toneEngines({ diarizer }) }));
}, 60_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

const { call, enroll, start: upload } = svCalls(() => ({ url: host.url, token: ann.token }));

/** The job at `path` once it finished, with the progress it told on the way. */
async function finished<T extends { status: string; progress: number }>(path: string): Promise<{ final: T; progress: number[] }> {
  const progress: number[] = [];
  const final = await until(async () => {
    const state = await json<T>(await call('GET', path));
    progress.push(state.progress);
    return state;
  }, path);
  return { final, progress };
}

let diarizationId = '';

describe('diarization and tracking', () => {
  it('diarizes a two-voice conversation into S1 and S2 turns, with progress and speaking time per speaker', async () => {
    diarizationId = await upload('/api/sv/diarize', talk);
    const { final, progress } = await finished<SpeakerAnalysis>(`/api/sv/diarize/${diarizationId}`);
    expect(final).toMatchObject({ kind: 'diarize', status: 'done', progress: 1, error: null, fileName: 'talk.wav', requestedSpeakers: null, processId: null });
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    const labels = labelsOfVoices(final, truth);
    expect(labels).toEqual(new Map([['ann', 'S1'], ['dee', 'S2']]));
    const spoken = (label: string) => truth.filter((t) => t.label === label).reduce((sum, t) => sum + t.end - t.start, 0);
    expect(final.speakers).toHaveLength(2);
    for (const speaker of final.speakers) {
      expect(speaker).toMatchObject({ enrolled: false, score: null });
      expect(Math.abs(speaker.seconds - spoken(speaker.spk === 'S1' ? 'ann' : 'dee'))).toBeLessThan(1.5);
    }
    // An id of the other kind, or another user's, is unknown.
    expect((await call('GET', `/api/sv/track/${diarizationId}`)).status).toBe(404);
    expect((await call('GET', `/api/sv/diarize/${diarizationId}`, { token: bob.token })).status).toBe(404);
  });

  it('tracks the conversation: the enrolled voice by name, the other S1', async () => {
    expect((await enroll(annEnroll, 'Ann')).status).toBe('done');
    const id = await upload('/api/sv/track?speakers=2', talk);
    const { final } = await finished<SpeakerAnalysis>(`/api/sv/track/${id}`);
    expect(final).toMatchObject({ kind: 'track', status: 'done', requestedSpeakers: 2 });
    expect(labelsOfVoices(final, truth)).toEqual(new Map([['ann', 'Ann'], ['dee', 'S1']]));
    const named = final.speakers.find((s) => s.spk === 'Ann')!;
    expect(named.enrolled).toBe(true);
    expect(named.score).toBeGreaterThan(0);
    expect(final.speakers.find((s) => s.spk === 'S1')).toMatchObject({ enrolled: false, score: null });
    expect((await call('GET', `/api/sv/diarize/${id}`)).status).toBe(404);
    const { analyses } = await json<{ analyses: SpeakerAnalysis[] }>(await call('GET', '/api/sv/analyses'));
    expect(analyses.map((a) => a.id)).toEqual([id, diarizationId]);
    expect((await json<{ analyses: SpeakerAnalysis[] }>(await call('GET', '/api/sv/analyses', { token: bob.token }))).analyses).toEqual([]);
  });

  it('serves the recording as a WAV, in ranges', async () => {
    const whole = await call('GET', `/api/sv/analyses/${diarizationId}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await call('GET', `/api/sv/analyses/${diarizationId}/audio`, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${size}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('RIFF');
    expect((await call('GET', `/api/sv/analyses/${diarizationId}/audio`, { token: bob.token })).status).toBe(404);
  });

  it('saves a tracking to the workspace once, findable by speaker, and each side deletes without breaking the other', async () => {
    const [tracking] = (await json<{ analyses: SpeakerAnalysis[] }>(await call('GET', '/api/sv/analyses'))).analyses;
    expect((await call('POST', `/api/sv/analyses/${tracking!.id}/save`, { token: bob.token })).status).toBe(404);
    const { processId } = await json<{ processId: string }>(await call('POST', `/api/sv/analyses/${tracking!.id}/save`));
    expect((await json<{ processId: string }>(await call('POST', `/api/sv/analyses/${tracking!.id}/save`))).processId).toBe(processId);
    expect((await json<SpeakerAnalysis>(await call('GET', `/api/sv/track/${tracking!.id}`))).processId).toBe(processId);
    const hits = await json<SegmentHit[]>(await call('GET', '/api/elastic/getRespBySpknameFromElastic?spk=ann'));
    expect(hits.length).toBe(tracking!.segments.filter((s) => s.spk === 'Ann').length);
    expect(hits.every((hit) => hit.processId === processId && hit.spk === 'Ann' && hit.fn === 'talk.wav')).toBe(true);
    // The workspace result goes; the analysis keeps its recording.
    expect((await call('POST', `/api/elastic/deleteResponseFromElastic?processId=${processId}`)).status).toBe(200);
    expect((await call('GET', `/api/sv/analyses/${tracking!.id}/audio`)).status).toBe(200);
    // Saved again (the first result is gone) by two requests that read the analysis at once: one new
    // result, answered to both; then the analysis goes, and the result keeps its audio.
    const read = (await saving!.stores.analyses.get(tracking!.id))!;
    const done = { status: 'done' } as const;
    const [again, twice] = await Promise.all([saveAnalysis(saving!, read, done), saveAnalysis(saving!, read, done)]);
    expect(again).not.toBe(processId);
    expect(twice).toBe(again);
    const savedAgain = await json<SegmentHit[]>(await call('GET', '/api/elastic/getRespBySpknameFromElastic?spk=ann'));
    expect(savedAgain.length).toBe(hits.length);
    expect(savedAgain.every((hit) => hit.processId === again)).toBe(true);
    const deleted = await call('DELETE', `/api/sv/analyses/${tracking!.id}`);
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/sv/track/${tracking!.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/sv/analyses/${tracking!.id}`)).status).toBe(404);
    expect((await call('GET', `/api/elastic/load_audio/${again}`)).status).toBe(200);
  });

  it('refuses to save an analysis that is not done, and stops one that runs when it is deleted', async () => {
    holding = true;
    const id = await upload('/api/sv/diarize', talk);
    const saved = await call('POST', `/api/sv/analyses/${id}/save`);
    expect(saved.status).toBe(409);
    expect(((await saved.json()) as { message: string }).message).toMatch(/The diarization is not done yet/);
    // Deleted while the diarizer holds it: the job stops, and neither its row nor its recording comes back.
    await expect.poll(() => held.started, { timeout: 20_000 }).toBe(1);
    expect(await mediaFilesOf(host, ann.id)).toContain(`${id}.wav`);
    expect((await call('DELETE', `/api/sv/analyses/${id}`)).status).toBe(200);
    await expect.poll(() => held.stopped, { timeout: 5_000 }).toBe(1);
    await expect.poll(() => mediaFilesOf(host, ann.id), { timeout: 5_000 }).not.toContain(`${id}.wav`);
    expect(await host.query('SELECT count(*) AS n FROM sv_analyses WHERE id = ?', id)).toEqual([{ n: 0 }]);
  });
});
