import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerPlugin } from '@speechdeck/core/server';
import { MfccEmbedder, speakerEmbedderRef, type SpeakerTurn } from '@speechdeck/engines/speaker';
import { override, tempDir, type TestHost } from '@speechdeck/testing';
import { speakerPlugins } from './index.ts';
import { speakerNamerRef } from './refs.ts';
import type { SpeakerNamer } from './speaker-namer.ts';
import { startSpeakerHost } from './testing/speaker-host.ts';
import { svCalls } from './testing/sv-calls.ts';
import { annTalksWithStranger } from './testing/test-voices.ts';

// The real embedder, watched: naming must not embed anything for a user with no speakers.
const embedder = new MfccEmbedder();
const embedPooled = vi.spyOn(embedder, 'embedPooled');
let namer: SpeakerNamer | undefined;
// Takes the namer as another plugin (recognition) receives it.
const namerUser = createServerPlugin({
  id: 'namer-user',
  register(env) {
    env.registerInit({ deps: { namer: speakerNamerRef }, init: (deps) => void (namer = deps.namer) });
  },
});

let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('sv-namer');
let talk = '';
let annEnroll = '';
let turns: SpeakerTurn[] = [];

beforeAll(async () => {
  const voices = await annTalksWithStranger(work.dir);
  ({ talk, annEnroll } = voices);
  // Labelled the way no diarizer would (Ann's turns S2), so renaming shows.
  turns = voices.truth.map(({ label, start, end }) => ({ start, end, speaker: label === 'slt' ? 'S2' : 'S1' }));
  ({ host, ann, bob } = await startSpeakerHost({ plugins: [...speakerPlugins, namerUser], overrides: [override(speakerEmbedderRef, embedder)] }));
}, 120_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

const { enroll } = svCalls(() => ({ url: host.url, token: ann.token }));

describe('speakerNamerRef', () => {
  it('leaves the turns as they are, embedding nothing, for a user with no enrolled speakers', async () => {
    expect(await namer!.nameTurns(ann.id, talk, turns)).toEqual(turns);
    expect(embedPooled).not.toHaveBeenCalled();
  });

  it('names the enrolled voice as tracking does and numbers the other S1; another user\'s speaker names nothing', async () => {
    expect(await enroll(annEnroll, 'Ann')).toMatchObject({ status: 'done' });
    embedPooled.mockClear();
    const named = await namer!.nameTurns(ann.id, talk, turns);
    expect(named.map((turn) => turn.speaker)).toEqual(['Ann', 'S1', 'Ann', 'S1']);
    expect(named.map(({ start, end }) => ({ start, end }))).toEqual(turns.map(({ start, end }) => ({ start, end })));
    // One pooled embedding per diarized speaker.
    expect(embedPooled).toHaveBeenCalledTimes(2);

    embedPooled.mockClear();
    expect(await namer!.nameTurns(bob.id, talk, turns)).toEqual(turns);
    expect(embedPooled).not.toHaveBeenCalled();
  }, 60_000);
});
