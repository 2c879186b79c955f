import { join } from 'node:path';
import { DEBIAN_POCKETSPHINX, PocketsphinxOutputParser, wordErrorRate } from '@speechdeck/plugin-stt/server';
import { joinParts, librivoxClips, samplesOf, tempDir } from '@speechdeck/server/testing';
import { LIVE_BYTES_PER_SECOND } from '../plugins/relworkspace/src/index.ts';
import { PipedDecoder } from '../plugins/relworkspace/src/server/recognize/piped-decoder.ts';
import { decoderArgs, LIVE_DECODER_FLAGS } from '../plugins/relworkspace/src/server/recognize/pocketsphinx-stream.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from '../plugins/relworkspace/src/server/testing/live-socket.ts';
import { benchHost, type BenchRow } from './bench-host.ts';

/** Pause between sentences: a speaker taking a breath. */
const PAUSE_SECONDS = 1.5;
const GOAL_SECONDS = 1.5;
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

interface Final {
  start: number;
  /** Wall-clock ms since the first sample was sent. */
  arrivedMs: number;
}

/** For each sentence, how long after its last word the final that closes it arrived (s). */
function latencies(sentenceEnds: readonly { start: number; end: number }[], finals: readonly Final[]): number[] {
  return sentenceEnds.flatMap(({ start, end }) => {
    const closing = finals.filter((f) => f.start < end && f.start >= start - PAUSE_SECONDS / 2).at(-1);
    return closing ? [closing.arrivedMs / 1000 - end] : [];
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const fmt = (s: number) => (Number.isNaN(s) ? '-' : `${s.toFixed(2)} s`);
const signed = (s: number) => (s >= 0 ? `+${fmt(s)}` : fmt(s));

/** The same audio into pocketsphinx_continuous directly, paced at real time: the recognizer's own latency. */
async function rawPocketsphinx(pcm: Buffer, flags: readonly string[]): Promise<{ finals: Final[]; text: string }> {
  const finals: Final[] = [];
  const texts: string[] = [];
  const lines = new PocketsphinxOutputParser((utterance) => {
    if (utterance.words.length === 0) return;
    finals.push({ start: utterance.start, arrivedMs: Date.now() - started });
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

/**
 * The live workspace's latency: the five LibriVox clips, 1.5 s apart, streamed in real time over
 * the WebSocket of a real host; for each sentence, the time from its last word (an energy end
 * point) to the arrival at the client of the final that closes it. Beside it, pocketsphinx_continuous
 * fed the same audio at the same pace through a pipe: the recognizer's own share (its 0.5 s of
 * trailing silence and its 0.128 s reads).
 */
export async function benchLiveLatency(): Promise<BenchRow[]> {
  const clips = librivoxClips();
  if (clips.length === 0) return [{ name: 'live latency', ours: 'pocketsphinx-testdata is not installed', peer: '', ratio: '', goal: '' }];
  const { dir, remove } = tempDir('bench-live');
  const { host, token } = await benchHost();
  try {
    const wav = join(dir, 'librivox.wav');
    const parts: { label: string; samples: Float32Array }[] = [];
    for (const clip of clips) parts.push({ label: clip.id, samples: await samplesOf(clip.wav) });
    const placed = joinParts(wav, parts, PAUSE_SECONDS, 0.5);
    const sentences = placed.map((part, i) => ({ start: part.start, end: part.start + speechEnd(parts[i]!.samples) }));
    const pcm = await pcmOf(wav);

    const { body } = await askTicket(host.url, token, { name: 'bench: live latency' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    const started = Date.now();
    await streamPcm(log.socket, pcm, 1);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    await nextMessage(log, 'ended', 60_000);
    const ours = log.messages.flatMap((m) => (m.type === 'final' ? [{ start: m.start, arrivedMs: m.at - started }] : []));
    const firstPartials = sentences.map(({ start, end }) => log.messages.find((m) => m.type === 'partial' && m.text && m.start >= start - 0.5 && m.start < end));
    const partialLead = firstPartials.flatMap((m, i) => (m ? [(m.at - started) / 1000 - sentences[i]!.start] : []));

    const oursText = ours.length > 0 ? log.messages.flatMap((m) => (m.type === 'final' ? [m.text] : [])).join(' ') : '';
    const same = await rawPocketsphinx(pcm, LIVE_DECODER_FLAGS);
    const defaults = await rawPocketsphinx(pcm, []);
    const reference = clips.map((clip) => clip.reference).join(' ');
    const wer = (text: string) => `${(100 * wordErrorRate(reference, text).wer).toFixed(1)} % WER`;
    const oursLatency = latencies(sentences, ours);
    const sameLatency = latencies(sentences, same.finals);
    const defaultLatency = latencies(sentences, defaults.finals);
    const row = (name: string, q: number): BenchRow => ({
      name: `live: ${name} from the end of a sentence to its final text at the client (${oursLatency.length}/${sentences.length} sentences, real time)`,
      ours: fmt(quantile(oursLatency, q)),
      peer: `${fmt(quantile(sameLatency, q))} raw pocketsphinx_continuous, same flags`,
      ratio: signed(quantile(oursLatency, q) - quantile(sameLatency, q)),
      goal: `< ${GOAL_SECONDS} s`,
    });
    return [
      row('median', 0.5),
      row('p90', 0.9),
      {
        name: 'live: the same, raw pocketsphinx_continuous with its defaults (second pass on), median / p90; word error rate of the finals',
        ours: wer(oursText),
        peer: `${fmt(quantile(defaultLatency, 0.5))} / ${fmt(quantile(defaultLatency, 0.9))}, ${wer(defaults.text)}`,
        ratio: '',
        goal: '',
      },
      {
        name: 'live: first partial text of a sentence, after the sentence starts (median; partials come at pauses of 0.1 s)',
        ours: fmt(quantile(partialLead, 0.5)),
        peer: '',
        ratio: '',
        goal: '',
      },
    ];
  } finally {
    await host.close();
    remove();
  }
}
