import { join } from 'node:path';
import { DEBIAN_POCKETSPHINX, PocketsphinxOutputParser } from '@speechdeck/plugin-stt/server';
import { audioTools, joinParts, librivoxClips, samplesOf, tempDir } from '@speechdeck/testing';
import {
  buildRecognitionConditions, RECOGNITION_CONDITIONS, scoreConditions, type RecognitionCondition, type RecognitionConditionName, type Recognize, type WordErrors,
} from '@speechdeck/plugin-stt/testing';
import { LIVE_BYTES_PER_SECOND } from '../plugins/relworkspace/src/index.ts';
import { PipedDecoder } from '../plugins/relworkspace/src/server/recognize/piped-decoder.ts';
import { decoderArgs } from '../plugins/relworkspace/src/server/recognize/pocketsphinx-stream.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from '../plugins/relworkspace/src/server/testing/live-socket.ts';
import { benchHost, type BenchRow } from './bench-host.ts';

/** Pause between sentences: a speaker taking a breath. */
const PAUSE_SECONDS = 1.5;
const GOAL_SECONDS = 1.5;
const FRAME_SECONDS = 0.01;
/** The setting weighed against the live decoder's (pocketsphinx's defaults) per condition: its second, flat-lexicon pass off. */
const NO_SECOND_PASS = ['-fwdflat', 'no'];

/** Where speech really ends in a part: its last 10 ms frame within 30 dB of its loudest (the clips end in room tone). */
function speechEnd(samples: Float32Array): number {
  const frame = Math.round(16_000 * FRAME_SECONDS);
  const energies: number[] = [];
  for (let i = 0; i + frame <= samples.length; i += frame) {
    let sum = 0;
    for (let j = i; j < i + frame; j++) sum += samples[j]! ** 2;
    energies.push(Math.sqrt(sum / frame));
  }
  const threshold = Math.max(...energies) / 31.6;
  let last = energies.length - 1;
  while (last > 0 && energies[last]! < threshold) last--;
  return (last + 1) * FRAME_SECONDS;
}

interface Sentence {
  start: number;
  end: number;
}

interface Final extends Sentence {
  /** Wall-clock ms since the first sample was sent. */
  arrivedMs: number;
}

/** For each sentence, how long after its last word the final that closes it (the last one overlapping it) arrived (s). */
function latencies(sentences: readonly Sentence[], finals: readonly Final[]): number[] {
  return sentences.flatMap(({ start, end }) => {
    const closing = finals.filter((f) => f.start < end && f.end > start).at(-1);
    return closing ? [closing.arrivedMs / 1000 - end] : [];
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const fmt = (s: number) => (Number.isNaN(s) ? '-' : `${s.toFixed(2)} s`);
const signed = (s: number) => (s >= 0 ? `+${fmt(s)}` : fmt(s));
const percent = ({ errors, words }: WordErrors) => (100 * errors) / words;

/** The same audio into pocketsphinx_continuous directly, paced at real time: the recognizer's own latency. */
async function rawPocketsphinx(pcm: Buffer, flags: readonly string[]): Promise<{ finals: Final[]; text: string }> {
  const finals: Final[] = [];
  const texts: string[] = [];
  const lines = new PocketsphinxOutputParser((utterance) => {
    if (utterance.words.length === 0) return;
    finals.push({ start: utterance.start, end: utterance.end, arrivedMs: Date.now() - started });
    texts.push(utterance.text);
  });
  const decoder = new PipedDecoder(DEBIAN_POCKETSPHINX.bin, [...decoderArgs(DEBIAN_POCKETSPHINX), '-logfn', '/dev/null', ...flags]);
  let started = 0;
  decoder.start((line) => lines.push(line));
  started = Date.now();
  const frame = LIVE_BYTES_PER_SECOND / 10;
  for (let offset = 0; offset < pcm.length; offset += frame) {
    decoder.write(pcm.subarray(offset, offset + frame));
    const wait = started + ((offset + frame) / LIVE_BYTES_PER_SECOND) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  decoder.end();
  await decoder.exited;
  return { finals, text: texts.join(' ') };
}

/** A recognizer for scoreConditions: the live decoder with `flags` in real time, each stream's finals kept for the latencies. */
function liveDecoder(flags: readonly string[], finals: Map<string, Final[]>): Recognize {
  return async (item) => {
    const run = await rawPocketsphinx(await pcmOf(item.file), flags);
    finals.set(item.id, run.finals);
    return run.text;
  };
}

/** A condition as one spoken stream: scoreConditions sees it as one item, named after the condition. */
interface LiveStream {
  condition: RecognitionCondition;
  sentences: Sentence[];
}

/**
 * Where the sentences of one item are (s from its start), found on the clean clips it was made
 * from, since noise, reverberation and music hide where speech ends: the music-gaps file holds the
 * clips between equal gaps; a phrase is itself clean, cut at word boundaries.
 */
function sentencesIn(name: RecognitionConditionName, id: string, samples: Float32Array, clean: Map<string, Float32Array>): Sentence[] {
  const clip = clean.get(id);
  if (clip) return [{ start: 0, end: speechEnd(clip) }];
  if (name !== 'music-gaps') return [{ start: 0, end: speechEnd(samples) }];
  const voices = [...clean.values()];
  const gap = (samples.length - voices.reduce((sum, voice) => sum + voice.length, 0)) / (voices.length + 1);
  let at = gap;
  return voices.map((voice) => {
    const start = at / 16_000;
    at += voice.length + gap;
    return { start, end: start + speechEnd(voice) };
  });
}

/**
 * Each condition as a speaker would stream it: its files as the page or the CLI sends them (16 kHz
 * mono, made with the host's ffmpeg conversion), 1.5 s apart in one recording.
 */
async function liveStreams(conditions: readonly RecognitionCondition[], dir: string): Promise<LiveStream[]> {
  const clean = new Map(await Promise.all(librivoxClips().map(async (clip) => [clip.id, await samplesOf(clip.wav)] as const)));
  const streams: LiveStream[] = [];
  for (const { name, items } of conditions) {
    const parts = await Promise.all(items.map(async (item) => {
      const wav = join(dir, name, `${item.id}-live.wav`);
      await audioTools.toWav16kMono(item.file, wav);
      const samples = await samplesOf(wav);
      return { label: item.id, samples, sentences: sentencesIn(name, item.id, samples, clean) };
    }));
    const file = join(dir, `${name}-stream.wav`);
    const placed = joinParts(file, parts, PAUSE_SECONDS, 0.5);
    const sentences = placed.flatMap((part, i) => parts[i]!.sentences.map((s) => ({ start: part.start + s.start, end: part.start + s.end })));
    streams.push({ condition: { name, items: [{ id: name, file, reference: items.map((item) => item.reference).join(' ') }] }, sentences });
  }
  return streams;
}

type Setting = 'defaults' | 'noSecondPass';

function settingsRow(name: string, score: Record<Setting, WordErrors>, timing: (side: Setting) => string): BenchRow {
  const points = percent(score.noSecondPass) - percent(score.defaults);
  return {
    name: `live decoder, ${name}`,
    ours: `defaults ${percent(score.defaults).toFixed(1)} %${timing('defaults')}`,
    peer: `-fwdflat no ${percent(score.noSecondPass).toFixed(1)} %${timing('noSecondPass')}`,
    ratio: `${points >= 0 ? '+' : ''}${points.toFixed(1)} points WER (${score.noSecondPass.errors} vs ${score.defaults.errors} errors in ${score.defaults.words} words)`,
    goal: `< ${GOAL_SECONDS} s`,
  };
}

/**
 * The live workspace's latency: the five LibriVox clips, 1.5 s apart, streamed in real time over
 * the WebSocket of a real host; for each sentence, the time from its last word (an energy end
 * point) to the arrival at the client of the final that closes it. Beside it, pocketsphinx_continuous
 * fed the same audio at the same pace through a pipe: the recognizer's own share (its 0.5 s of
 * trailing silence and its 0.128 s reads). Then every recognition condition streamed the same way
 * into the live decoder with pocketsphinx's defaults and with its second pass off: word error rate
 * and latency of each, so the decoder's setting is judged on more than the clean clips.
 */
export async function benchLiveLatency(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('bench-live');
  const { host, token } = await benchHost();
  try {
    const streams = await liveStreams(await buildRecognitionConditions(dir), dir);
    const clean = streams.find((stream) => stream.condition.name === 'clean');
    if (!clean) return [{ name: 'live latency', ours: 'pocketsphinx-testdata is not installed', peer: '', ratio: '', goal: '' }];
    const { sentences } = clean;
    const pcm = await pcmOf(clean.condition.items[0]!.file);

    const { body } = await askTicket(host.url, token, { name: 'bench: live latency' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    const started = Date.now();
    await streamPcm(log.socket, pcm, 1);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    await nextMessage(log, 'ended', 60_000);
    const ours = log.messages.flatMap((m) => (m.type === 'final' ? [{ start: m.start, end: m.end, arrivedMs: m.at - started }] : []));
    const firstPartials = sentences.map(({ start, end }) => log.messages.find((m) => m.type === 'partial' && m.text && m.start >= start - 0.5 && m.start < end));
    const partialLead = firstPartials.flatMap((m, i) => (m ? [(m.at - started) / 1000 - sentences[i]!.start] : []));

    const finals: Record<Setting, Map<string, Final[]>> = { defaults: new Map(), noSecondPass: new Map() };
    // The two settings take turns on each stream, two at a time: a change in machine load hits both alike.
    const scores = await scoreConditions(streams.map((stream) => stream.condition), {
      defaults: liveDecoder([], finals.defaults),
      noSecondPass: liveDecoder(NO_SECOND_PASS, finals.noSecondPass),
    });
    const oursLatency = latencies(sentences, ours);
    const sameLatency = latencies(sentences, finals.defaults.get('clean') ?? []);
    const row = (name: string, q: number): BenchRow => ({
      name: `live: ${name} from the end of a sentence to its final text at the client (${oursLatency.length}/${sentences.length} sentences, real time)`,
      ours: fmt(quantile(oursLatency, q)),
      peer: `${fmt(quantile(sameLatency, q))} raw pocketsphinx_continuous, same flags`,
      ratio: signed(quantile(oursLatency, q) - quantile(sameLatency, q)),
      goal: `< ${GOAL_SECONDS} s`,
    });
    const perCondition = streams.map(({ condition: { name }, sentences: spoken }) => {
      const timing = (side: Setting) => {
        const values = latencies(spoken, finals[side].get(name) ?? []);
        return `, ${fmt(quantile(values, 0.5))} / ${fmt(quantile(values, 0.9))} (${values.length}/${spoken.length})`;
      };
      return settingsRow(`${name} (${RECOGNITION_CONDITIONS[name]}): WER, latency median / p90`, scores.get(name)!, timing);
    });
    const sum = (side: Setting) => [...scores.values()].reduce((total, score) => ({ errors: total.errors + score[side].errors, words: total.words + score[side].words }), { errors: 0, words: 0 });
    perCondition.push({ ...settingsRow('all conditions: WER', { defaults: sum('defaults'), noSecondPass: sum('noSecondPass') }, () => ''), goal: '' });
    return [
      row('median', 0.5),
      row('p90', 0.9),
      {
        name: 'live: first partial text of a sentence, after the sentence starts (median; partials come at pauses of 0.1 s)',
        ours: fmt(quantile(partialLead, 0.5)),
        peer: '',
        ratio: '',
        goal: '',
      },
      ...perCondition,
    ];
  } finally {
    await host.close();
    remove();
  }
}
