import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, joinParts, speak, startTestHost, tempDir, type TestHost, uploadTo } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

const LOW = ['-v', 'en-us+m3', '-p', '30'];
const HIGH = ['-v', 'en-us+f4', '-p', '80'];
const { dir, remove } = tempDir('api-diarize-enrolled');
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
let truth: { label: string; start: number; end: number }[] = [];
const dialogue = join(dir, 'dialogue.wav');

/** One voice saying sentences the dialogue does not hold, as an enrollment clip. */
async function enrollmentClip(name: string, voice: string[]): Promise<string> {
  const path = join(dir, `${name}.wav`);
  const parts = [];
  for (const text of ['Please remember to close the windows before you leave the house tonight.', 'Every morning she walks to the market to buy fresh bread and some cheese.']) {
    parts.push({ label: name, samples: await speak(dir, voice, text) });
  }
  joinParts(path, parts, 0.4);
  return path;
}

beforeAll(async () => {
  const lines: [string[], string, string][] = [
    [LOW, 'low', 'Good morning, I would like to ask about the train to the city tomorrow.'],
    [HIGH, 'high', 'Of course. The first train leaves at seven and arrives before nine.'],
    [LOW, 'low', 'That sounds fine. How much does a return ticket cost these days?'],
    [HIGH, 'high', 'A return ticket is twelve pounds, or ten if you book it online.'],
  ];
  const parts = [];
  for (const [voice, label, text] of lines) parts.push({ label, samples: await speak(dir, voice, text) });
  truth = joinParts(dialogue, parts, 0.5);
  host = await startTestHost({ plugins: recognitionPlugins });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
}, 120_000);
afterAll(async () => {
  await host.close();
  remove();
});

const get = async <T>(path: string, token: string) => {
  const response = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

async function enroll(user: { token: string }, spk: string, clip: string) {
  const { status, body } = await uploadTo(`${host.url}/api/sv/enroll?spk=${spk}`, user.token, clip);
  expect(status, JSON.stringify(body)).toBe(200);
  for (let i = 0; i < 600; i++) {
    const state = await get<{ status: string; error: string | null }>(`/api/sv/enroll/${String(body.id)}`, user.token);
    if (state.status === 'done') return;
    expect(state.status, state.error ?? '').not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`enrolling ${spk} did not finish`);
}

/** Each voice's segments (those within its true turns) by the speaker they carry. */
function speakersOfVoices(result: RecognitionResult): Map<string, Set<string | null>> {
  const voices = new Map<string, Set<string | null>>();
  for (const segment of result.segments) {
    const turn = truth.find((t) => segment.start < t.end && segment.end > t.start);
    expect(turn, `segment at ${segment.start} lies in a turn`).toBeDefined();
    voices.set(turn!.label, (voices.get(turn!.label) ?? new Set()).add(segment.spk));
  }
  return voices;
}

async function recognize(user: { token: string }): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?isDiarize=true`, user.token, dialogue);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as RecognitionResult;
}

describe('isDiarize names the owner\'s enrolled speakers', () => {
  it('names the enrolled voice, numbers the other, and never uses another user\'s speakers', async () => {
    await enroll(ann, 'Ann', await enrollmentClip('ann', LOW));
    // Bob enrolls the voice Ann did not: his name must never reach Ann's result.
    await enroll(bob, 'Hugo', await enrollmentClip('hugo', HIGH));

    const annResult = await recognize(ann);
    expect(speakersOfVoices(annResult)).toEqual(new Map([['low', new Set(['Ann'])], ['high', new Set(['S1'])]]));

    // The same recording for Bob: his speaker named, Ann's not, so the names above were Ann's own.
    const bobResult = await recognize(bob);
    expect(speakersOfVoices(bobResult)).toEqual(new Map([['low', new Set(['S1'])], ['high', new Set(['Hugo'])]]));

    const annHits = await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Ann&userId=${ann.id}`, ann.token);
    expect(annHits.length).toBe(annResult.segments.filter((s) => s.spk === 'Ann').length);
    expect(annHits.every((hit) => hit.processId === annResult.processId && hit.spk === 'Ann')).toBe(true);
    expect(await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Hugo&userId=${ann.id}`, ann.token)).toEqual([]);
    expect(await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Ann&userId=${bob.id}`, bob.token)).toEqual([]);
  }, 180_000);
});
