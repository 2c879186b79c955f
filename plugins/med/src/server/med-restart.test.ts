import { afterAll, describe, expect, it } from 'vitest';
import { confirmedUser, override, spokenSentence, tempDir, uploadTo } from '@speechdeck/testing';
import type { MedResult } from '../contract/med-api.ts';
import type { MedVocabulary } from './recognize/med-vocabulary.ts';
import { medVocabularyRef } from './refs.ts';
import { startInstantMedHost } from './testing/med-host.ts';
import { TEST_SENTENCE } from './testing/spoken-sentences.ts';

const { dir, remove } = tempDir('med-restart');
const dataDir = tempDir('med-restart-data');
afterAll(() => {
  remove();
  dataDir.remove();
});

/** A vocabulary step that counts its runs; held, it waits (until the host stops it) instead of answering. */
function countingVocabulary(held: boolean) {
  const counter = { started: 0, finished: 0 };
  const vocabulary: MedVocabulary = {
    async forEngine(_engine, _lexicon, signal) {
      counter.started++;
      if (held) await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      counter.finished++;
      return { vocabulary: { terms: [] }, note: 'Recognized in the second host.' };
    },
  };
  return { vocabulary, counter };
}

describe('a queued medical recognition survives a restart of the host', () => {
  it('is interrupted mid-run, runs again in the next host, and completes exactly once', async () => {
    const held = countingVocabulary(true);
    const first = await startInstantMedHost({ dataDir: dataDir.dir, overrides: [override(medVocabularyRef, held.vocabulary)] });
    const { token } = await confirmedUser(first, 'restart@example.com');
    const queued = await uploadTo(`${first.url}/api/stt/recognizeMed?language=en`, token, spokenSentence(dir, 'flite:slt', TEST_SENTENCE, 'restart'));
    expect(queued.status).toBe(200);
    const id = String(queued.body.id);
    for (let i = 0; i < 1000 && held.counter.started === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(held.counter.started).toBe(1);
    const running = (await (await fetch(`${first.url}/api/stt/recognizeMed/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as MedResult;
    expect(running.status).toBe('running');
    await first.close();
    expect(held.counter.finished).toBe(0);

    const resumed = countingVocabulary(false);
    const second = await startInstantMedHost({ dataDir: dataDir.dir, overrides: [override(medVocabularyRef, resumed.vocabulary)] });
    const login = await fetch(`${second.url}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.com', password: 'a fine passphrase' }),
    });
    const fresh = ((await login.json()) as { jwtToken: string }).jwtToken;
    let result: MedResult | undefined;
    for (let i = 0; i < 3000; i++) {
      result = (await (await fetch(`${second.url}/api/stt/recognizeMed/${id}`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as MedResult;
      if (result.status === 'done' || result.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(result?.status, result?.error ?? '').toBe('done');
    expect(result?.notes).toContain('Recognized in the second host.');
    expect(result?.segments.flatMap((s) => s.terms).map((t) => t.text)).toContain('hypertension');
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.counter.finished).toBe(1);
    await second.close();
  });
});
