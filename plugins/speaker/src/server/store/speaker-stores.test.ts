import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import type { Identification } from '../../contract/sv-api.ts';
import { IDENTIFICATIONS_KEPT } from './identification-store.ts';
import { openSpeakerStores, type SpeakerStores } from './open-speaker-stores.ts';
import { speakerMigrations } from './speaker-migrations.ts';
import type { NewClip } from './speaker-store.ts';

const AT = '2026-03-01T10:00:00.000Z';

/** A clip whose embedding views a larger buffer at an offset, as an engine's output may. */
function clip(id: string, values: number[]): NewClip {
  const backing = new Float32Array(values.length + 2);
  backing.set(values, 1);
  return {
    id, wavKey: `7/${id}.wav`, clipSeconds: 12.5, speechSeconds: 9.25, regions: [{ start: 0.5, end: 9.75 }],
    embedding: backing.subarray(1, 1 + values.length), embedderId: 'mfcc-v1',
  };
}

const identification = (id: string, createdAt: string, spk: string | null = 'Ann'): Identification => ({
  id, fileName: 'probe.wav', duration: 4.2, speechSeconds: 3.9, spk, score: 0.81, threshold: 0.6, candidates: [{ spk: 'Ann', score: 0.81 }], createdAt,
});

describe.each(STORE_DIALECTS)('the speaker stores on %s', (dialect) => {
  let store: TestStore;
  let stores: SpeakerStores;
  let ann = 0;
  let bob = 0;

  beforeEach(async () => {
    store = await openTestStore(dialect);
    stores = await openSpeakerStores(store.forPlugin('speaker'));
    ann = await store.addUser('ann@speechdeck.test');
    bob = await store.addUser('bob@speechdeck.test');
  });
  afterEach(() => store.close());

  it('keeps a voiceprint\'s float32 embedding bit for bit, its clips oldest first, and the first spelling of the name', async () => {
    const exact = [0.1, -2.5e-8, 3.4028234663852886e38, Number.MIN_VALUE, -0, 1 / 3];
    await stores.speakers.addClip(ann, 'Ayşe', clip('c2', exact), AT);
    // Same instant: the order they were added decides.
    const added = await stores.speakers.addClip(ann, 'AYŞE', clip('c1', [4, 5, 6, 7, 8, 9]), AT);
    expect(added.spk).toBe('Ayşe');
    expect(added.clips.map((c) => c.id)).toEqual(['c2', 'c1']);

    const found = (await stores.speakers.find(ann, 'ayşe'))!;
    expect(Array.from(found.clips[0]!.embedding)).toEqual(Array.from(Float32Array.from(exact)));
    expect(found.clips[0]).toMatchObject({ wavKey: '7/c2.wav', clipSeconds: 12.5, speechSeconds: 9.25, regions: [{ start: 0.5, end: 9.75 }], embedderId: 'mfcc-v1', createdAt: AT });
    expect(await stores.speakers.find(bob, 'Ayşe')).toBeUndefined();

    await stores.speakers.updateEmbedding('c1', Float32Array.from([-1, 0.5]), 'mfcc-v2');
    const [speaker] = await stores.speakers.list(ann);
    expect(speaker!.clips[1]).toMatchObject({ embedderId: 'mfcc-v2', embedding: Float32Array.from([-1, 0.5]) });
  });

  it('lists a user\'s speakers by name with their own clips, and deletes one with its clips', async () => {
    await stores.speakers.addClip(ann, 'bea', clip('b1', [1]), AT);
    await stores.speakers.addClip(ann, 'Ann', clip('a1', [2]), AT);
    await stores.speakers.addClip(bob, 'Ann', clip('x1', [3]), AT);
    expect((await stores.speakers.list(ann)).map((s) => [s.spk, s.clips.map((c) => c.id)])).toEqual([['Ann', ['a1']], ['bea', ['b1']]]);

    const removed = await stores.speakers.delete(ann, 'ANN');
    expect(removed?.clips.map((c) => c.id)).toEqual(['a1']);
    expect(await stores.speakers.delete(ann, 'Ann')).toBeUndefined();
    expect((await stores.speakers.list(ann)).map((s) => s.spk)).toEqual(['bea']);
    expect((await stores.speakers.list(bob)).map((s) => s.clips.map((c) => c.id))).toEqual([['x1']]);
  });

  it('keeps an enrollment\'s upload until its result, cancellable by name while its clip is neither stored nor cancelled', async () => {
    const enroll = (id: string, spk: string, userId = ann) => stores.enrollments.create({ id, userId, spk, fileName: `${id}.webm`, uploadKey: `${userId}/${id}.webm`, createdAt: AT });
    const unsettled = async (userId: number, key: string) => (await stores.enrollments.unsettled(userId, key)).map((e) => e.id).sort();
    await enroll('e1', 'Ayşe');
    await enroll('e2', 'AYŞE');
    await enroll('e3', 'Bea');
    await enroll('e4', 'ayşe', bob);
    expect(await stores.enrollments.get('e1')).toMatchObject({ spk: 'Ayşe', fileName: 'e1.webm', uploadKey: `${ann}/e1.webm`, result: null, cancelReason: null });
    expect(await unsettled(ann, 'ayşe')).toEqual(['e1', 'e2']);
    expect(await stores.enrollments.holdOpen('e1')).toBe(true);

    expect(await stores.enrollments.cancel('e1', 'deleted')).toBe(true);
    expect(await stores.enrollments.cancel('e1', 'deleted again')).toBe(false);
    expect(await stores.enrollments.get('e1')).toMatchObject({ cancelReason: 'deleted' });
    expect(await stores.enrollments.holdOpen('e1')).toBe(false);
    expect(await unsettled(ann, 'ayşe')).toEqual(['e2']);
    expect(await unsettled(bob, 'ayşe')).toEqual(['e4']);

    const speaker = { spk: 'Bea', clips: 1, seconds: 9.3, enrolledAt: AT, updatedAt: AT, quality: { level: 'fair' as const, note: 'fine' } };
    await stores.enrollments.complete('e3', { clipSeconds: 12.5, speechSeconds: 9.3, warnings: ['two voices'], speaker });
    expect(await stores.enrollments.get('e3')).toMatchObject({ uploadKey: null, cancelReason: null, result: { warnings: ['two voices'], speaker } });
    expect(await stores.enrollments.cancel('e3', 'deleted')).toBe(false);
    expect(await stores.enrollments.holdOpen('e3')).toBe(false);
    expect(await unsettled(ann, 'bea')).toEqual([]);
  });

  it('stores a clip and its enrollment together or not at all', async () => {
    await stores.enrollments.create({ id: 'e1', userId: ann, spk: 'Ann', fileName: 'a.wav', uploadKey: 'k', createdAt: AT });
    await expect(
      stores.transaction(async ({ enrollments, speakers }) => {
        await speakers.addClip(ann, 'Ann', clip('e1', [1, 2]), AT);
        await enrollments.complete('e1', { clipSeconds: 1, speechSeconds: 1, warnings: [], speaker: { spk: 'Ann', clips: 1, seconds: 1, enrolledAt: AT, updatedAt: AT, quality: { level: 'poor', note: '' } } });
        throw new Error('the host went down');
      }),
    ).rejects.toThrow('the host went down');
    expect(await stores.speakers.list(ann)).toEqual([]);
    expect(await stores.enrollments.get('e1')).toMatchObject({ uploadKey: 'k', result: null });
    expect(await stores.enrollments.holdOpen('e1')).toBe(true);
  });

  it('makes a cancel wait for an enrollment being stored, which it then leaves done', async () => {
    await stores.enrollments.create({ id: 'e1', userId: ann, spk: 'Ann', fileName: 'a.wav', uploadKey: 'k', createdAt: AT });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let cancelled: Promise<boolean> | undefined;
    const stored = stores.transaction(async ({ enrollments, speakers }) => {
      expect(await enrollments.holdOpen('e1')).toBe(true);
      cancelled = stores.enrollments.cancel('e1', 'deleted');
      await held;
      const speaker = await speakers.addClip(ann, 'Ann', clip('e1', [1]), AT);
      await enrollments.complete('e1', { clipSeconds: 1, speechSeconds: 1, warnings: [], speaker: { spk: speaker.spk, clips: 1, seconds: 1, enrolledAt: AT, updatedAt: AT, quality: { level: 'poor', note: '' } } });
    });
    await new Promise((r) => setTimeout(r, 200));
    release();
    await stored;
    expect(await cancelled).toBe(false);
    expect(await stores.enrollments.get('e1')).toMatchObject({ cancelReason: null, result: { clipSeconds: 1 } });
    expect((await stores.speakers.delete(ann, 'Ann'))?.clips.map((c) => c.id)).toEqual(['e1']);
  });

  it('keeps identifications per user, the newest under a reused id, and the newest IDENTIFICATIONS_KEPT only', async () => {
    await stores.identifications.put(ann, identification('probe-1', AT, 'Ann'));
    await stores.identifications.put(bob, identification('probe-1', '2026-03-01T10:00:01.000Z', null));
    expect((await stores.identifications.get(ann, 'probe-1'))?.spk).toBe('Ann');
    expect((await stores.identifications.getAny('probe-1'))?.spk).toBeNull();
    await stores.identifications.put(ann, identification('probe-1', '2026-03-01T10:00:02.000Z', 'Bea'));
    expect((await stores.identifications.get(ann, 'probe-1'))?.spk).toBe('Bea');
    expect((await stores.identifications.getAny('probe-1'))?.spk).toBe('Bea');
    expect(await stores.identifications.get(ann, 'probe-2')).toBeUndefined();

    // All at one instant beyond the first: the order they came in decides which go.
    for (let i = 0; i < IDENTIFICATIONS_KEPT; i++) await stores.identifications.put(ann, identification(`many-${i}`, '2026-03-02T00:00:00.000Z'));
    expect(await stores.identifications.get(ann, 'probe-1')).toBeUndefined();
    expect(await stores.identifications.get(ann, 'many-0')).toBeDefined();
    await stores.identifications.put(ann, identification('one-more', '2026-03-02T00:00:00.000Z'));
    expect(await stores.identifications.get(ann, 'many-0')).toBeUndefined();
    expect(await stores.identifications.get(ann, 'many-1')).toBeDefined();
    expect(await stores.identifications.get(bob, 'probe-1')).toBeDefined();
  });

  it('keeps an analysis\'s recording, turns and saved result, newest first, and answers false once it is gone', async () => {
    const analysis = (id: string) => ({ id, userId: ann, kind: 'track' as const, fileName: 'talk.webm', duration: 0, requestedSpeakers: 2, mediaKey: `${ann}/${id}.webm`, createdAt: AT });
    await stores.analyses.create(analysis('a1'));
    await stores.analyses.create(analysis('a2'));
    expect(await stores.analyses.get('a1')).toMatchObject({ segments: [], speakers: [], processId: null, requestedSpeakers: 2 });
    expect((await stores.analyses.list(ann, 10)).map((a) => a.id)).toEqual(['a2', 'a1']);
    expect((await stores.analyses.list(ann, 1)).map((a) => a.id)).toEqual(['a2']);
    expect(await stores.analyses.list(bob, 10)).toEqual([]);

    expect(await stores.analyses.setMedia('a1', `${ann}/a1.wav`, 31.25)).toBe(true);
    const outcome = { segments: [{ start: 0, end: 1.5, spk: 'Ann' }], speakers: [{ spk: 'Ann', seconds: 1.5, enrolled: true, score: 0.7712 }] };
    expect(await stores.analyses.complete('a1', outcome)).toBe(true);
    expect(await stores.analyses.get('a1')).toMatchObject({ mediaKey: `${ann}/a1.wav`, duration: 31.25, ...outcome });

    expect(await stores.analyses.setProcessId('a1', 'p1', null)).toBe(true);
    // A save that read the analysis before p1 was recorded loses.
    expect(await stores.analyses.setProcessId('a1', 'p2', null)).toBe(false);
    expect(await stores.analyses.setProcessId('a1', 'p3', 'p1')).toBe(true);
    expect((await stores.analyses.get('a1'))?.processId).toBe('p3');

    expect((await stores.analyses.delete('a1'))?.mediaKey).toBe(`${ann}/a1.wav`);
    expect(await stores.analyses.delete('a1')).toBeUndefined();
    expect(await stores.analyses.setMedia('a1', 'x', 1)).toBe(false);
    expect(await stores.analyses.complete('a1', outcome)).toBe(false);
    expect(await stores.analyses.setProcessId('a1', 'p4', 'p3')).toBe(false);
  });
});

describe.each(STORE_DIALECTS)('the speaker stores upgraded on %s', (dialect) => {
  it('gives each analysis of before tracked jobs the job of its kind, with its status, progress and error', async () => {
    const store = await openTestStore(dialect);
    try {
      const plugin = store.forPlugin('speaker');
      await plugin.migrate(speakerMigrations.slice(0, 1));
      const user = await store.addUser();
      const row = (id: string, kind: string, status: string, error: string | null) => ({
        id, user_id: user, kind, status, progress: 0.5, error, file_name: 'talk.wav', duration: 3, media_key: `${user}/${id}.wav`, created_at: AT,
      });
      await plugin.tables<{ sv_analyses: Record<string, unknown> }>().insertInto('sv_analyses')
        .values([row('d1', 'diarize', 'running', null), row('t1', 'track', 'failed', 'The recording has no speech.')]).execute();
      await openSpeakerStores(plugin);
      expect(await store.host.db.selectFrom('job_states').select(['id', 'kind', 'status', 'progress', 'error']).orderBy('id').execute()).toEqual([
        { id: 'speaker.diarize/d1', kind: 'speaker.diarize', status: 'running', progress: 0.5, error: null },
        { id: 'speaker.track/t1', kind: 'speaker.track', status: 'failed', progress: 0.5, error: 'The recording has no speech.' },
      ]);
    } finally {
      await store.close();
    }
  });

  it('gives each enrollment of before tracked jobs its job, with its status, progress and error; a cancelled one shows failed as before', async () => {
    const store = await openTestStore(dialect);
    try {
      const plugin = store.forPlugin('speaker');
      await plugin.migrate(speakerMigrations.slice(0, 2));
      const user = await store.addUser();
      const row = (id: string, status: string, progress: number, error: string | null, result: string | null) => ({
        id, user_id: user, spk: 'Ann', status, progress, error, file_name: 'ann.wav', upload_key: result ? null : `${user}/${id}.wav`, result, created_at: AT,
      });
      await plugin.tables<{ sv_enrollments: Record<string, unknown> }>().insertInto('sv_enrollments').values([
        row('e1', 'queued', 0, null, null),
        row('e2', 'failed', 0.4, "The speaker 'ann' was deleted before this clip was enrolled.", null),
        row('e3', 'done', 1, null, JSON.stringify({ clipSeconds: 6, speechSeconds: 5, warnings: [], speaker: null })),
      ]).execute();
      const stores = await openSpeakerStores(plugin);
      expect(await store.host.db.selectFrom('job_states').select(['id', 'kind', 'user_id', 'status', 'progress', 'error']).orderBy('id').execute()).toEqual([
        { id: 'speaker.enroll/e1', kind: 'speaker.enroll', user_id: user, status: 'queued', progress: 0, error: null },
        { id: 'speaker.enroll/e2', kind: 'speaker.enroll', user_id: user, status: 'failed', progress: 0.4, error: "The speaker 'ann' was deleted before this clip was enrolled." },
        { id: 'speaker.enroll/e3', kind: 'speaker.enroll', user_id: user, status: 'done', progress: 1, error: null },
      ]);
      expect(await stores.enrollments.get('e1')).toMatchObject({ spk: 'Ann', uploadKey: `${user}/e1.wav`, result: null, cancelReason: null });
      expect((await stores.enrollments.get('e3'))?.result).toMatchObject({ clipSeconds: 6 });
    } finally {
      await store.close();
    }
  });
});
