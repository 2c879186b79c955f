import { openAsBlob, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { joinParts, samplesOf, spokenSentence, tempDir, until, type TestHost } from '@speechdeck/testing';
import { openAiCaller, startOpenAiHost, type OpenAiCaller } from './testing/openai-host.ts';

/*
 * gpt-4o-transcribe-diarize through the official client: a two-voice conversation (flite's slt,
 * enrolled by Ann, and awb, enrolled by nobody), recognized by Whisper and diarized by the engine
 * layer's diarizer and embedder; speakers named from the caller's enrolled voices or from a clip
 * sent with the request, the rest lettered.
 */

const models = checkoutModels();
const whisperReady = whisperInstalled(models);
const work = tempDir('openai-diarize');
const SENTENCES = [
  'Every morning she walks to the market to buy fresh bread, some cheese and a basket of red apples.',
  'Our train was late again, so we waited on the cold platform and talked about the holidays.',
  'Please remember to close the windows before you leave, because the report promised heavy rain.',
  'The quick brown fox jumps over the lazy dog while the farmer watches from the old wooden gate.',
  'We painted the fence together last summer and it still looks bright and clean today.',
  'He bought a new bicycle with a bell and a basket and rode it down to the harbour.',
];
let host: TestHost;
let ann: OpenAiCaller;
let bob: OpenAiCaller;
let talk = '';
let truth: { label: string; start: number; end: number }[] = [];
let awbClip = '';

const say = (voice: 'flite:slt' | 'flite:awb', i: number) => spokenSentence(work.dir, voice, SENTENCES[i]!, `s${i}`);

async function conversation(path: string, lines: [('flite:slt' | 'flite:awb'), number][], pause = 0.6) {
  const parts = [];
  for (const [voice, i] of lines) parts.push({ label: voice, samples: await samplesOf(say(voice, i)) });
  return joinParts(path, parts, pause);
}

beforeAll(async () => {
  if (!whisperReady) return;
  host = await startOpenAiHost();
  [ann, bob] = await Promise.all([openAiCaller(host, 'ann@example.com'), openAiCaller(host, 'bob@example.com')]);
  talk = join(work.dir, 'talk.wav');
  truth = await conversation(talk, [['flite:slt', 0], ['flite:awb', 1], ['flite:slt', 2], ['flite:awb', 3]]);
  const annEnroll = join(work.dir, 'ann-enroll.wav');
  await conversation(annEnroll, [['flite:slt', 4], ['flite:slt', 5]], 0.4);
  awbClip = join(work.dir, 'awb-reference.wav');
  await conversation(awbClip, [['flite:awb', 4], ['flite:awb', 5]], 0.4);
  // Ann enrolls her voice through the speaker plugin, as a user does once.
  const form = new FormData();
  form.append('file', await openAsBlob(annEnroll), 'ann-enroll.wav');
  const started = await fetch(`${host.url}/api/sv/enroll?spk=Ann`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ann.key}` } });
  expect(started.status, await started.clone().text()).toBe(200);
  const { id } = (await started.json()) as { id: string };
  let status = '';
  await until(async () => {
    ({ status } = (await (await fetch(`${host.url}/api/sv/enroll/${id}`, { headers: { authorization: `Bearer ${ann.key}` } })).json()) as { status: string });
    return status === 'done' || status === 'failed';
  }, { what: 'the enrollment', ms: 60_000, every: 50 });
  expect(status).toBe('done');
}, 90_000);
afterAll(async () => {
  await host?.close();
  work.remove();
});

interface Diarized { task: string; duration: number; text: string; segments: { type: string; id: string; start: number; end: number; text: string; speaker: string }[] }

/** The label each true voice got, by the segment time each label covers in that voice's parts. */
function labelsOf(answer: Diarized): Record<string, string> {
  const seconds = new Map<string, Map<string, number>>();
  for (const segment of answer.segments) {
    for (const part of truth) {
      const shared = Math.max(0, Math.min(segment.end, part.end) - Math.max(segment.start, part.start));
      const byLabel = seconds.get(part.label) ?? new Map<string, number>();
      byLabel.set(segment.speaker, (byLabel.get(segment.speaker) ?? 0) + shared);
      seconds.set(part.label, byLabel);
    }
  }
  return Object.fromEntries([...seconds].map(([voice, byLabel]) => [voice, [...byLabel].sort((a, b) => b[1] - a[1])[0]![0]]));
}

const dataUrl = (path: string) => `data:audio/wav;base64,${readFileSync(path).toString('base64')}`;

describe.skipIf(!whisperReady)('diarized_json (skipped: no Whisper model installed)', () => {
  it('names the enrolled speaker the caller lists, letters the other, in OpenAI\'s segment shape', async () => {
    const answer = await ann.client.audio.transcriptions.create({
      file: await OpenAI.toFile(readFileSync(talk), 'talk.wav'), model: 'gpt-4o-transcribe-diarize', response_format: 'diarized_json', known_speaker_names: ['Ann'],
    } as never) as unknown as Diarized;
    expect(answer.task).toBe('transcribe');
    expect(answer.segments[0]).toMatchObject({ type: 'transcript.text.segment', id: 'seg_0' });
    expect(labelsOf(answer)).toEqual({ 'flite:slt': 'Ann', 'flite:awb': 'A' });
    expect(answer.text.toLowerCase()).toContain('market');
  });

  it('names a speaker from a reference clip sent with the request, without enrolling it; another user\'s enrolled speaker is not reachable', async () => {
    const answer = await bob.client.audio.transcriptions.create({
      file: await OpenAI.toFile(readFileSync(talk), 'talk.wav'), model: 'gpt-4o-transcribe-diarize', response_format: 'diarized_json',
      known_speaker_names: ['Sam'], known_speaker_references: [dataUrl(awbClip)],
    } as never) as unknown as Diarized;
    expect(labelsOf(answer)).toEqual({ 'flite:slt': 'A', 'flite:awb': 'Sam' });
    const speakers = await fetch(`${host.url}/api/sv/getSpeakers`, { headers: { authorization: `Bearer ${bob.key}` } });
    expect(await speakers.json()).toEqual({ speakers: [] });
    const error = await bob.client.audio.transcriptions.create({
      file: await OpenAI.toFile(readFileSync(talk), 'talk.wav'), model: 'gpt-4o-transcribe-diarize', response_format: 'diarized_json', known_speaker_names: ['Ann'],
    } as never).then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ status: 400, param: 'known_speaker_names' });
  });
});
