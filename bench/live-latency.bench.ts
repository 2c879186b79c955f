import { join } from 'node:path';
import { DEBIAN_POCKETSPHINX, PocketsphinxOutputParser } from '@speechdeck/engines/recognition';
import { audioTools, joinParts, librivoxClips, processRunner, samplesOf, tempDir, type TestHost } from '@speechdeck/testing';
import {
  buildRecognitionConditions, RECOGNITION_CONDITIONS, scoreConditions, type RecognitionCondition, type RecognitionConditionName, type Recognize, type WordErrors,
} from '@speechdeck/plugin-stt/testing';
import { PipedDecoder } from '../engines/src/live/piped-decoder.ts';
import { decoderArgs } from '../engines/src/live/pocketsphinx-stream.ts';
import { loadVosk, voskInstalled, VoskStream, type VoskRuntime } from '../engines/src/vosk/index.ts';
import { LIVE_BYTES_PER_SECOND } from '../plugins/relworkspace/src/index.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from '../plugins/relworkspace/src/server/testing/live-socket.ts';
import { benchHost, type BenchRow } from './bench-host.ts';

/** Pause between sentences: a speaker taking a breath. */
const PAUSE_SECONDS = 1.5;
/** Issue 27's goals: end of a sentence to its final text, median, and live WER against pocketsphinx's. */
const GOAL_SECONDS = { clean: 0.8, noise: 1.2 };
const GOAL_WER_RATIO = 0.5;
/** The conditions the noise goal is judged on. */
const NOISE: readonly RecognitionConditionName[] = ['pink-10db', 'pink-5db', 'babble-10db'];
const FRAME_SECONDS = 0.01;

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

/** What a stream into an engine needs: audio as it comes, and an end that settles once every final is out. */
interface EngineStream {
  push(pcm: Buffer): void;
  end(): Promise<void>;
}
type StartStream = (onFinal: (utterance: Sentence & { text: string }) => void) => Promise<EngineStream>;

/** pocketsphinx_continuous as the live session runs its main decoder: the recognizer's own latency. */
const pocketsphinxStream: StartStream = async (onFinal) => {
  const lines = new PocketsphinxOutputParser((utterance) => {
    if (utterance.words.length > 0) onFinal(utterance);
  });
  const decoder = new PipedDecoder(DEBIAN_POCKETSPHINX.bin, [...decoderArgs(DEBIAN_POCKETSPHINX), '-logfn', '/dev/null']);
  decoder.start((line) => lines.push(line));
  return {
    push: (pcm) => void decoder.write(pcm),
    end: async () => {
      decoder.end();
      await decoder.exited;
    },
  };
};

/** Vosk's stream as the live session runs it (one process, its model loaded before the first sample). */
function voskStream(runtime: VoskRuntime): StartStream {
  return async (onFinal) => {
    const stream = await VoskStream.open(runtime, { partial: () => {}, final: onFinal, failed: (error) => console.error(error) });
    return { push: (pcm) => void stream.push(pcm), end: () => stream.finish() };
  };
}

/** The same audio into an engine directly, paced at real time in 0.1 s frames: its finals, when each came, and their text. */
async function paced(pcm: Buffer, start: StartStream): Promise<{ finals: Final[]; text: string }> {
  const finals: Final[] = [];
  const texts: string[] = [];
  let started = 0;
  const stream = await start((utterance) => {
    finals.push({ start: utterance.start, end: utterance.end, arrivedMs: Date.now() - started });
    texts.push(utterance.text);
  });
  started = Date.now();
  const frame = LIVE_BYTES_PER_SECOND / 10;
  for (let offset = 0; offset < pcm.length; offset += frame) {
    stream.push(pcm.subarray(offset, offset + frame));
    const wait = started + ((offset + frame) / LIVE_BYTES_PER_SECOND) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await stream.end();
  return { finals, text: texts.join(' ') };
}

/** A recognizer for scoreConditions: the engine's stream in real time, each stream's finals kept for the latencies. */
function liveDecoder(start: StartStream, finals: Map<string, Final[]>): Recognize {
  return async (item) => {
    const run = await paced(await pcmOf(item.file), start);
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

type Engine = 'vosk' | 'pocketsphinx';

/** One session over the WebSocket of a real host whose live engine is `engine`, streamed in real time. */
async function throughHost(host: TestHost, token: string, engine: Engine, pcm: Buffer, sentences: readonly Sentence[]) {
  const { body } = await askTicket(host.url, token, { name: `bench: live latency (${engine})` });
  const asked = Date.now();
  const log = await openSocket(host.url, body.ticket);
  const ready = await nextMessage(log, 'ready');
  if (ready.engine !== engine) throw new Error(`the host streams with ${ready.engine}, not ${engine}`);
  const readyMs = log.messages.find((m) => m.type === 'ready')!.at - asked;
  const started = Date.now();
  await streamPcm(log.socket, pcm, 1);
  log.socket.send(JSON.stringify({ type: 'stop' }));
  await nextMessage(log, 'ended', 60_000);
  const finals = log.messages.flatMap((m) => (m.type === 'final' ? [{ start: m.start, end: m.end, arrivedMs: m.at - started }] : []));
  const firstPartials = sentences.map(({ start, end }) => log.messages.find((m) => m.type === 'partial' && m.text && m.start >= start - 0.5 && m.start < end));
  return {
    latency: latencies(sentences, finals),
    partialLead: firstPartials.flatMap((m, i) => (m ? [(m.at - started) / 1000 - sentences[i]!.start] : [])),
    readyMs,
  };
}

/**
 * The live workspace's engines side by side, Vosk (the default where its model is installed) and
 * pocketsphinx. First the five LibriVox clips, 1.5 s apart, streamed in real time over the
 * WebSocket of a real host serving each engine: for each sentence, the time from its last word (an
 * energy end point) to the arrival at the client of the final that closes it, beside the engine's
 * own stream fed the same audio at the same pace (the recognizer's share). Then every recognition
 * condition streamed the same way into each engine: word error rate and latency, per condition and
 * over the noisy ones, so a default is judged on more than the clean clips.
 */
export async function benchLiveLatency(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('bench-live');
  const hosts: TestHost[] = [];
  try {
    const streams = await liveStreams(await buildRecognitionConditions(dir), dir);
    const clean = streams.find((stream) => stream.condition.name === 'clean');
    if (!clean) return [{ name: 'live latency', ours: 'pocketsphinx-testdata is not installed', peer: '', ratio: '', goal: '' }];
    const { sentences } = clean;
    const pcm = await pcmOf(clean.condition.items[0]!.file);

    const starts: Partial<Record<Engine, StartStream>> = { pocketsphinx: pocketsphinxStream };
    const sessions: Partial<Record<Engine, Awaited<ReturnType<typeof throughHost>>>> = {};
    let voskLoad = NaN;
    for (const engine of ['vosk', 'pocketsphinx'] as const) {
      const { host, token } = await benchHost({ SPEECHDECK_LIVE_ENGINE: engine });
      hosts.push(host);
      if (engine === 'vosk') {
        if (!voskInstalled(host.app.models)) continue;
        const runtime = await loadVosk(host.app.models, processRunner);
        starts.vosk = voskStream(runtime);
        const probe = await VoskStream.open(runtime, { partial: () => {}, final: () => {}, failed: () => {} });
        voskLoad = probe.loadSeconds;
        probe.abort();
      }
      sessions[engine] = await throughHost(host, token, engine, pcm, sentences);
    }
    // Vosk, the default, in the "ours" column; pocketsphinx beside it.
    const engines = (['vosk', 'pocketsphinx'] as const).filter((engine) => starts[engine]);

    const finals = Object.fromEntries(engines.map((engine) => [engine, new Map<string, Final[]>()])) as Record<Engine, Map<string, Final[]>>;
    // The engines take turns on each stream, two at a time: a change in machine load hits both alike.
    const scores = await scoreConditions(
      streams.map((stream) => stream.condition),
      Object.fromEntries(engines.map((engine) => [engine, liveDecoder(starts[engine]!, finals[engine])])) as Record<Engine, Recognize>,
    );

    const rows: BenchRow[] = [];
    for (const engine of engines) {
      const session = sessions[engine]!;
      const own = latencies(sentences, finals[engine].get('clean') ?? []);
      const row = (name: string, q: number): BenchRow => ({
        name: `live ${engine}: ${name} from the end of a sentence to its final text at the client (${session.latency.length}/${sentences.length} sentences, clean, real time)`,
        ours: fmt(quantile(session.latency, q)),
        peer: `${fmt(quantile(own, q))} the engine's own stream, same audio and pace`,
        ratio: signed(quantile(session.latency, q) - quantile(own, q)),
        goal: q === 0.5 ? `<= ${GOAL_SECONDS.clean} s` : '',
      });
      rows.push(row('median', 0.5), row('p90', 0.9), {
        name: `live ${engine}: first partial text of a sentence, after the sentence starts (median)`,
        ours: fmt(quantile(session.partialLead, 0.5)),
        peer: '',
        ratio: '',
        goal: '',
      }, {
        name: `live ${engine}: socket opened to "ready" (the recognizer started${engine === 'vosk' ? ', its model loaded' : '; its model loads while the first audio waits in the pipe'})`,
        ours: fmt(session.readyMs / 1000),
        peer: engine === 'vosk' ? `model load ${fmt(voskLoad)} in its process` : '',
        ratio: '',
        goal: '',
      });
    }

    const [first, second] = engines;
    const describe = (engine: Engine, score: WordErrors, values: number[], of: number) =>
      `${engine} ${percent(score).toFixed(1)} %, ${fmt(quantile(values, 0.5))} / ${fmt(quantile(values, 0.9))} (${values.length}/${of})`;
    const werRatio = (a: WordErrors, b: WordErrors) => `WER ${(percent(a) / percent(b)).toFixed(2)}x (${a.errors} vs ${b.errors} errors in ${a.words} words)`;
    for (const { condition: { name }, sentences: spoken } of streams) {
      const score = scores.get(name)!;
      const timing = (engine: Engine) => latencies(spoken, finals[engine].get(name) ?? []);
      rows.push({
        name: `live ${name} (${RECOGNITION_CONDITIONS[name]}): WER, latency median / p90`,
        ours: describe(first!, score[first!], timing(first!), spoken.length),
        peer: second ? describe(second, score[second], timing(second), spoken.length) : '',
        ratio: second ? werRatio(score[first!], score[second]) : '',
        goal: second ? `<= ${GOAL_WER_RATIO}x WER; ${name === 'clean' ? `<= ${GOAL_SECONDS.clean} s` : NOISE.includes(name) ? `<= ${GOAL_SECONDS.noise} s` : ''}` : '',
      });
    }
    const noisy = (engine: Engine) => streams.filter((s) => NOISE.includes(s.condition.name)).flatMap((s) => latencies(s.sentences, finals[engine].get(s.condition.name) ?? []));
    const sum = (engine: Engine) => [...scores.values()].reduce((total, score) => ({ errors: total.errors + score[engine].errors, words: total.words + score[engine].words }), { errors: 0, words: 0 });
    rows.push({
      name: `live, noise (${NOISE.join(', ')}): latency median / p90 over their sentences`,
      ours: `${first} ${fmt(quantile(noisy(first!), 0.5))} / ${fmt(quantile(noisy(first!), 0.9))}`,
      peer: second ? `${second} ${fmt(quantile(noisy(second), 0.5))} / ${fmt(quantile(noisy(second), 0.9))}` : '',
      ratio: '',
      goal: `<= ${GOAL_SECONDS.noise} s`,
    }, {
      name: 'live, all conditions: WER',
      ours: `${first} ${percent(sum(first!)).toFixed(1)} %`,
      peer: second ? `${second} ${percent(sum(second)).toFixed(1)} %` : '',
      ratio: second ? werRatio(sum(first!), sum(second)) : '',
      goal: `<= ${GOAL_WER_RATIO}x`,
    });
    if (!starts.vosk) rows.unshift({ name: 'live vosk', ours: 'vosk-small-en-us is not installed (scripts/install.sh)', peer: '', ratio: '', goal: '' });
    return rows;
  } finally {
    for (const host of hosts) await host.close();
    remove();
  }
}
