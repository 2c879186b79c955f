import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, joinParts, override, speak, startTestHost, tempDir, until, uploadTo, type TestHost } from '@speechdeck/testing';
import { diarizerRef } from '@speechdeck/engines/speaker';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { fakeAsr, transcriptOf } from '../testing/index.ts';
import { asrRef, type AsrEngines } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * isDiarize: the speaker plugin's real diarizer and enrolled speakers on a dialogue of two espeak-ng
 * voices, over a recognizer that answers at once with the dialogue's words as ONE utterance (each
 * line's words spread over its turn), so the host must split it where the speaker changes. Real
 * recognition is tested in recognition-quality.test.ts; diarization's own quality, in the speaker
 * plugin and `pnpm bench speaker-quality`.
 */

const LOW = ['-v', 'en-us+m3', '-p', '30'];
const HIGH = ['-v', 'en-us+f4', '-p', '80'];
const LINES: [string[], string, string][] = [
  [LOW, 'low', 'Good morning, I would like to ask about the train to the city tomorrow.'],
  [HIGH, 'high', 'Of course. The first train leaves at seven and arrives before nine.'],
  [LOW, 'low', 'That sounds fine. How much does a return ticket cost these days?'],
  [HIGH, 'high', 'A return ticket is twelve pounds, or ten if you book it online.'],
];
const wordsOf = (line: string) => line.toLowerCase().replace(/[^a-z' ]/g, '');
const { dir, remove } = tempDir('api-diarize');
const dialogue = join(dir, 'dialogue.wav');
let truth: { label: string; start: number; end: number }[] = [];
let host: TestHost;

/** The dialogue's words, each line over its true turn, all in one segment. */
function dialogueAsr(): AsrEngines {
  return fakeAsr((_wav, { language }) => {
    const duration = truth.at(-1)!.end + 0.3;
    const turns = transcriptOf(language, duration, truth.map((turn, i) => ({ ...turn, text: wordsOf(LINES[i]![2]) })));
    const words = turns.segments.flatMap((segment) => segment.words);
    return { ...turns, segments: [{ start: truth[0]!.start, end: truth.at(-1)!.end, text: words.map((w) => w.w).join(' '), words }] };
  });
}

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
  const parts = [];
  for (const [voice, label, text] of LINES) parts.push({ label, samples: await speak(dir, voice, text) });
  truth = joinParts(dialogue, parts, 0.5);
  host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, dialogueAsr())] });
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

async function recognize(on: TestHost, user: { token: string }): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${on.url}/api/stt/recognize?isDiarize=true`, user.token, dialogue);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as RecognitionResult;
}

async function enroll(user: { token: string }, spk: string, clip: string) {
  const { status, body } = await uploadTo(`${host.url}/api/sv/enroll?spk=${spk}`, user.token, clip);
  expect(status, JSON.stringify(body)).toBe(200);
  await until(async () => {
    const state = await get<{ status: string; error: string | null }>(`/api/sv/enroll/${String(body.id)}`, user.token);
    expect(state.status, state.error ?? '').not.toBe('failed');
    return state.status === 'done';
  }, { what: `enrolling ${spk}`, ms: 60_000, every: 20 });
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

describe('isDiarize through the API', () => {
  it('splits the utterance where the voice changes, labels two alternating voices S1/S2, each segment within its true turn', async () => {
    const { token } = await confirmedUser(host, 'diarize@example.com');
    const result = await recognize(host, { token });
    expect(new Set(result.segments.map((s) => s.spk))).toEqual(new Set(['S1', 'S2']));
    expect(result.segments.map((s) => s.sent)).toEqual(LINES.map(([, , line]) => wordsOf(line)));
    for (const segment of result.segments) {
      const turn = truth.find((t) => segment.start < t.end && segment.end > t.start)!;
      const sameVoice = truth.filter((t) => t.label === turn.label);
      const labelOfVoice = result.segments.filter((s) => sameVoice.some((t) => s.start < t.end && s.end > t.start)).map((s) => s.spk);
      expect(new Set(labelOfVoice).size, `one label per voice at ${segment.start}`).toBe(1);
      expect(segment.start).toBeGreaterThan(turn.start - 0.5);
      expect(segment.end).toBeLessThan(turn.end + 0.5);
    }
  });

  it('keeps the transcript, without speakers, when diarization fails, and says why', async () => {
    const broken = { id: 'broken', diarize: async () => Promise.reject(new Error('the embedder ran out of memory')) };
    const other = await startTestHost({ plugins: recognitionPlugins, overrides: [override(diarizerRef, broken), override(asrRef, dialogueAsr())] });
    try {
      const result = await recognize(other, await confirmedUser(other, 'broken@example.com'));
      expect(result.text.length).toBeGreaterThan(20);
      expect(result.segments.every((s) => s.spk === null)).toBe(true);
      expect(result.notes).toContain('Speakers could not be separated: the embedder ran out of memory');
    } finally {
      await other.close();
    }
  });
});

describe('isDiarize names the owner\'s enrolled speakers', () => {
  it('names the enrolled voice, numbers the other, and never uses another user\'s speakers', async () => {
    const ann = await confirmedUser(host, 'ann@example.com');
    const bob = await confirmedUser(host, 'bob@example.com');
    await enroll(ann, 'Ann', await enrollmentClip('ann', LOW));
    // Bob enrolls the voice Ann did not: his name must never reach Ann's result.
    await enroll(bob, 'Hugo', await enrollmentClip('hugo', HIGH));

    const annResult = await recognize(host, ann);
    expect(speakersOfVoices(annResult)).toEqual(new Map([['low', new Set(['Ann'])], ['high', new Set(['S1'])]]));

    // The same recording for Bob: his speaker named, Ann's not, so the names above were Ann's own.
    const bobResult = await recognize(host, bob);
    expect(speakersOfVoices(bobResult)).toEqual(new Map([['low', new Set(['S1'])], ['high', new Set(['Hugo'])]]));

    const annHits = await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Ann&userId=${ann.id}`, ann.token);
    expect(annHits.length).toBe(annResult.segments.filter((s) => s.spk === 'Ann').length);
    expect(annHits.every((hit) => hit.processId === annResult.processId && hit.spk === 'Ann')).toBe(true);
    expect(await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Hugo&userId=${ann.id}`, ann.token)).toEqual([]);
    expect(await get<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=Ann&userId=${bob.id}`, bob.token)).toEqual([]);
  }, 180_000);
});
