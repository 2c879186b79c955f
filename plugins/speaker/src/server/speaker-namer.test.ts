import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerPlugin } from '@speechdeck/core/server';
import { confirmedUser, override, startTestHost, tempDir, type TestHost } from '@speechdeck/server/testing';
import type { Enrollment } from '../contract/sv-api.ts';
import type { SpeakerTurn } from './engines/speaker-engines.ts';
import { MfccEmbedder } from './engines/mfcc-embedder.ts';
import { speakerPlugins } from './index.ts';
import { speakerEmbedderRef, speakerNamerRef } from './refs.ts';
import type { SpeakerNamer } from './speaker-namer.ts';
import { conversation } from './testing/test-voices.ts';

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
const talk = join(work.dir, 'talk.wav');
const annEnroll = join(work.dir, 'ann-enroll.wav');
let turns: SpeakerTurn[] = [];

beforeAll(async () => {
  // flite slt (to be Ann's) and kal (nobody's); labelled the way no diarizer would, so renaming shows.
  const truth = await conversation(talk, [['slt', 2], ['kal', 0], ['slt', 3], ['kal', 1]], work.dir);
  turns = truth.map(({ label, start, end }) => ({ start, end, speaker: label === 'slt' ? 'S2' : 'S1' }));
  await conversation(annEnroll, [['slt', 0], ['slt', 1]], work.dir, 0.4);
  host = await startTestHost({ plugins: [...speakerPlugins, namerUser], overrides: [override(speakerEmbedderRef, embedder)] });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
}, 120_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

async function enroll(token: string, spk: string, clip: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(clip), 'clip.wav');
  const response = await fetch(`${host.url}/api/sv/enroll?spk=${spk}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  for (let i = 0; i < 600; i++) {
    const state = (await (await fetch(`${host.url}/api/sv/enroll/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Enrollment;
    if (state.status === 'done') return;
    expect(state.status, state.error ?? '').not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`enrolling ${spk} did not finish`);
}

describe('speakerNamerRef', () => {
  it('leaves the turns as they are, embedding nothing, for a user with no enrolled speakers', async () => {
    expect(await namer!.nameTurns(ann.id, talk, turns)).toEqual(turns);
    expect(embedPooled).not.toHaveBeenCalled();
  });

  it('names the enrolled voice as tracking does and numbers the other S1; another user\'s speaker names nothing', async () => {
    await enroll(ann.token, 'Ann', annEnroll);
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
