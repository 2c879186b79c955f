import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import type { MatchReport } from '../../contract/vc-api.ts';
import { openCloneStore, publicClone, type CloneStore, type NewClone } from './clone-store.ts';

const clone = (userId: number, id: string, createdAt = '2026-11-22T10:00:00.000Z'): NewClone => ({
  id, userId, title: `Title ${id}`, text: `The text of ${id}, said in another voice.`, language: 'en', format: 'ogg',
  engine: 'voice-matching', fileName: `clone-${id}.ogg`, referenceKey: `${userId}/${id}-reference.wav`, createdAt,
});

const report: MatchReport = {
  engine: 'voice-matching', baseVoice: 'en-us+f3', referencePitchHz: 201.3, outputPitchHz: 198.7, similarity: 0.8123, unmatchedSimilarity: 0.4411,
};

describe.each(STORE_DIALECTS)('the clone store on %s', (dialect) => {
  let store: TestStore;
  let clones: CloneStore;
  afterEach(() => store?.close());

  async function open() {
    store = await openTestStore(dialect);
    clones = await openCloneStore(store.forPlugin('vc'));
    return [await store.addUser(), await store.addUser()] as const;
  }

  it('stores a clone with its text, and answers it to its owner only', async () => {
    const [ann, bob] = await open();
    const created = await clones.create(clone(ann, 'a'));
    expect(created).toEqual({ ...clone(ann, 'a'), audioKey: null, duration: null, report: null });
    expect(await clones.get(ann, 'a')).toEqual(created);
    expect(await clones.get(bob, 'a')).toBeUndefined();
    expect(await clones.list(bob, 10)).toEqual([]);
    expect(Object.keys(publicClone(created, { status: 'queued', progress: 0, error: null }))).not.toContain('text');
  });

  it('lists the newest first, the later stored first at the same time, up to the limit', async () => {
    const [ann, bob] = await open();
    await clones.create(clone(ann, 'old', '2026-11-20T10:00:00.000Z'));
    for (const id of ['z', 'm', 'b']) await clones.create(clone(ann, id));
    await clones.create(clone(bob, 'other', '2026-11-23T10:00:00.000Z'));
    expect((await clones.list(ann, 10)).map((c) => c.id)).toEqual(['b', 'm', 'z', 'old']);
    expect((await clones.list(ann, 2)).map((c) => c.id)).toEqual(['b', 'm']);
  });

  it('keeps a clone\'s audio and its report whole once made, for its owner only', async () => {
    const [ann, bob] = await open();
    await clones.create(clone(ann, 'a'));

    expect(await clones.complete(bob, 'a', { audioKey: 'x', duration: 1, report })).toBe(false);
    expect(await clones.complete(ann, 'a', { audioKey: `${ann}/a.ogg`, duration: 4.75, report })).toBe(true);
    expect(await clones.get(ann, 'a')).toMatchObject({ audioKey: `${ann}/a.ogg`, duration: 4.75, report });
  });

  it('deletes a clone for its owner, answering the row whose reference and audio are to go', async () => {
    const [ann, bob] = await open();
    await clones.create(clone(ann, 'a'));
    await clones.complete(ann, 'a', { audioKey: `${ann}/a.ogg`, duration: 2, report });
    expect(await clones.delete(bob, 'a')).toBeUndefined();
    expect(await clones.delete(ann, 'a')).toMatchObject({ id: 'a', referenceKey: `${ann}/a-reference.wav`, audioKey: `${ann}/a.ogg`, report });
    expect(await clones.delete(ann, 'a')).toBeUndefined();
    expect(await clones.complete(ann, 'a', { audioKey: 'x', duration: 1, report })).toBe(false);
  });

  it('refuses an engine the table does not know', async () => {
    const [ann] = await open();
    await expect(clones.create({ ...clone(ann, 'a'), engine: 'xtts' as 'remote' })).rejects.toThrow();
    expect(await clones.list(ann, 10)).toEqual([]);
  });
});
