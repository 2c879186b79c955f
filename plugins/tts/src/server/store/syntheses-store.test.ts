import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { synthesisMigrations } from './synthesis-migrations.ts';
import { openSynthesesStore, type NewSynthesis, type SynthesesStore } from './syntheses-store.ts';

const synthesis = (userId: number, id: string, createdAt = '2026-11-22T10:00:00.000Z'): NewSynthesis => ({
  id, userId, title: `Title ${id}`, characters: 42, language: 'en', voice: 'slt', engine: 'flite', format: 'mp3',
  rate: 1.25, pitch: -2.5, fileName: `speech-${id}.mp3`, textKey: `${userId}/${id}.txt`, createdAt,
});

describe.each(STORE_DIALECTS)('the syntheses store on %s', (dialect) => {
  let store: TestStore;
  let syntheses: SynthesesStore;
  afterEach(() => store?.close());

  async function open() {
    store = await openTestStore(dialect);
    syntheses = await openSynthesesStore(store.forPlugin('tts'));
    return [await store.addUser(), await store.addUser()] as const;
  }

  it('stores a synthesis and answers it to its owner only', async () => {
    const [ann, bob] = await open();
    const created = await syntheses.create(synthesis(ann, 'a'));
    expect(created).toEqual({
      ...synthesis(ann, 'a'), audioKey: null, duration: null, bytes: null,
    });
    expect(await syntheses.get(ann, 'a')).toEqual(created);
    expect(await syntheses.get(bob, 'a')).toBeUndefined();
    expect(await syntheses.list(bob, 10)).toEqual([]);
    await expect(syntheses.create(synthesis(bob, 'a'))).rejects.toThrow();
  });

  it('lists the newest first, the later stored first at the same time, up to the limit', async () => {
    const [ann, bob] = await open();
    await syntheses.create(synthesis(ann, 'old', '2026-11-20T10:00:00.000Z'));
    for (const id of ['z', 'm', 'b']) await syntheses.create(synthesis(ann, id));
    await syntheses.create(synthesis(bob, 'other', '2026-11-23T10:00:00.000Z'));
    expect((await syntheses.list(ann, 10)).map((s) => s.id)).toEqual(['b', 'm', 'z', 'old']);
    expect((await syntheses.list(ann, 2)).map((s) => s.id)).toEqual(['b', 'm']);
  });

  it('keeps the audio once made, for its owner only', async () => {
    const [ann, bob] = await open();
    await syntheses.create(synthesis(ann, 'a'));

    // Past 2^31 bytes, as a long WAV can be: answered as a number on both.
    const bytes = 3_000_000_000;
    expect(await syntheses.complete(bob, 'a', { audioKey: 'x', duration: 1, bytes })).toBe(false);
    expect(await syntheses.complete(ann, 'a', { audioKey: `${ann}/a.mp3`, duration: 12.5, bytes })).toBe(true);
    expect(await syntheses.get(ann, 'a')).toMatchObject({ audioKey: `${ann}/a.mp3`, duration: 12.5, bytes });
  });

  it('deletes a synthesis for its owner, answering the row whose files are to go', async () => {
    const [ann, bob] = await open();
    await syntheses.create(synthesis(ann, 'a'));
    await syntheses.complete(ann, 'a', { audioKey: `${ann}/a.mp3`, duration: 3, bytes: 1000 });
    expect(await syntheses.delete(bob, 'a')).toBeUndefined();
    expect(await syntheses.delete(ann, 'a')).toMatchObject({ id: 'a', textKey: `${ann}/a.txt`, audioKey: `${ann}/a.mp3` });
    expect(await syntheses.delete(ann, 'a')).toBeUndefined();
    expect(await syntheses.get(ann, 'a')).toBeUndefined();
    expect(await syntheses.complete(ann, 'a', { audioKey: 'x', duration: 1, bytes: 1 })).toBe(false);
  });

  it('upgrades a store of before tracked jobs: each synthesis\'s status, progress and error become its tracked job\'s state', async () => {
    store = await openTestStore(dialect);
    const [ann] = [await store.addUser()];
    await store.forPlugin('tts').migrate(synthesisMigrations.slice(0, 1));
    const old = (id: string, status: string, progress: number, error: string | null) => ({
      id, user_id: ann, status, progress, error, title: 'T', characters: 1, language: 'en', voice: 'slt', engine: 'flite', format: 'wav',
      rate: 1, pitch: 0, file_name: 'a.wav', text_key: 'k', created_at: '2026-11-20T10:00:00.000Z',
    });
    const db = store.forPlugin('tts').tables<{ syntheses: Record<string, unknown> }>();
    await db.insertInto('syntheses').values([old('failed-one', 'failed', 0.5, 'The synthesizer crashed.'), old('waiting', 'queued', 0, null)]).execute();
    syntheses = await openSynthesesStore(store.forPlugin('tts'));
    const states = await store.host.db.selectFrom('job_states').select(['id', 'kind', 'user_id', 'status', 'progress', 'error']).orderBy('id').execute();
    expect(states).toEqual([
      { id: 'tts.synthesize/failed-one', kind: 'tts.synthesize', user_id: ann, status: 'failed', progress: 0.5, error: 'The synthesizer crashed.' },
      { id: 'tts.synthesize/waiting', kind: 'tts.synthesize', user_id: ann, status: 'queued', progress: 0, error: null },
    ]);
    expect(await syntheses.get(ann, 'failed-one')).not.toHaveProperty('status');
  });

  it('migrates once, however often the plugin starts', async () => {
    const [ann] = await open();
    await syntheses.create(synthesis(ann, 'a'));
    const again = await openSynthesesStore(store.forPlugin('tts'));
    expect((await again.list(ann, 10)).map((s) => s.id)).toEqual(['a']);
  });
});
