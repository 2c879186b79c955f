import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { platform } from '@speechdeck/core/server';
import { startTestHost, tempDir } from '@speechdeck/testing';
import { speakerEmbedderRef, vadRef } from '@speechdeck/engines/speaker';
import { speakerPlugins } from '../plugins/speaker/src/server/index.ts';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { ttsServerPlugin } from '../plugins/tts/src/server/index.ts';
import { profileVoice } from '../plugins/vc/src/server/analysis/voice-profile.ts';
import { runClone } from '../plugins/vc/src/server/clone/run-clone.ts';
import { VoiceMatchingCloner } from '../plugins/vc/src/server/engines/voice-matching/voice-matching-cloner.ts';
import { readReference } from '../plugins/vc/src/server/reference/reference-voice.ts';
import { capturedServices } from '../plugins/vc/src/server/testing/captured-services.ts';
import { buildVoiceReferences, CLONED_TEXT, type ReferenceKind } from '../plugins/vc/src/server/testing/voice-references.ts';
import { timed, type BenchRow } from './bench-host.ts';

interface Scored {
  kind: ReferenceKind;
  unmatched: number;
  withoutEq: number;
  matched: number;
  /** Semitones between the median F0 of the reference and that of the unmatched voice, and of voice matching's output. */
  pitchError: { unmatched: number | null; matched: number | null };
  /** How far the clone's own report (X-Voice-Report's similarity) is from the similarity measured here. */
  reportOff: number;
  seconds: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const semitonesApart = (a: number | null, b: number | null) => (a && b ? Math.abs(12 * Math.log2(a / b)) : null);

/**
 * Voice matching's quality, measured as the speaker embedder sees it: over the set of fourteen
 * references (the LibriVox reader, flite's and espeak-ng's voices, sox-shifted copies), the cosine
 * similarity to the reference of the unmatched voice (the default voice saying the text), of voice
 * matching without its EQ (nearest voice, pitch, rate and formants moved), and of voice matching as
 * served, with the share of references it brings nearer; the pitch error (semitones off the
 * reference's median F0) unmatched and matched; all per reference kind and over all. Then how far
 * each clone's own report is from what is measured here, and the time a clone takes against plain
 * synthesis. `voice-matching-quality.test.ts` holds two of these references to a floor.
 */
export async function benchVcQuality(): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('vc-quality-bench');
  const captured = capturedServices({ synthesizer: synthesizerRef, vad: vadRef, embedder: speakerEmbedderRef, processes: platform.processes, audio: platform.audio });
  const host = await startTestHost({ plugins: [...speakerPlugins, ttsServerPlugin, captured.plugin], env: { SPEECHDECK_LOG_LEVEL: 'error' } });
  try {
    const tools = await captured.services;
    const engines = { full: new VoiceMatchingCloner(tools), withoutEq: new VoiceMatchingCloner(tools, { equalize: false }) };
    const plainWav = join(dir, 'unmatched-raw.wav');
    const plain = await timed(() => tools.synthesizer.synthesize({ text: CLONED_TEXT, language: 'en', rate: 1, pitch: 0 }, plainWav));
    const unmatchedWav = join(dir, 'unmatched.wav');
    await tools.audio.toWav16kMono(plainWav, unmatchedWav);
    const unmatched = await profileVoice(tools, unmatchedWav);

    const scored: Scored[] = [];
    for (const [i, reference] of buildVoiceReferences(dir).entries()) {
      const workDir = join(dir, `clone-${i}`);
      mkdirSync(workDir);
      const voice = await readReference(tools, reference.wav, join(workDir, 'reference.wav'));
      const similarity = async (engine: VoiceMatchingCloner, name: string) => {
        const out = join(workDir, `${name}.wav`);
        const { ms, value: { report } } = await timed(() => runClone(tools, { engine, reference: voice, text: CLONED_TEXT, language: 'en', format: 'wav' }, out, { workDir }));
        const output = await profileVoice(tools, out);
        const value = tools.embedder.similarity(voice.embedding, output.embedding);
        return { value, pitchHz: output.measures.pitchHz, reportOff: Math.abs((report.similarity ?? Number.NaN) - value), seconds: ms / 1000 };
      };
      const full = await similarity(engines.full, 'matched');
      scored.push({
        kind: reference.kind,
        unmatched: tools.embedder.similarity(voice.embedding, unmatched.embedding),
        withoutEq: (await similarity(engines.withoutEq, 'without-eq')).value,
        matched: full.value,
        pitchError: { unmatched: semitonesApart(unmatched.measures.pitchHz, voice.measures.pitchHz), matched: semitonesApart(full.pitchHz, voice.measures.pitchHz) },
        reportOff: full.reportOff,
        seconds: full.seconds,
      });
    }
    const kinds = [...new Set(scored.map((s) => s.kind))];
    const rows = [...kinds.map((kind) => row(kind, scored.filter((s) => s.kind === kind))), row('all', scored)];
    rows.push(...kinds.map((kind) => pitchRow(kind, scored.filter((s) => s.kind === kind))), pitchRow('all', scored));
    const reportOff = Math.max(...scored.map((s) => s.reportOff));
    rows.push({
      name: 'voice matching: the report\'s similarity against the one measured here',
      ours: `at most ${reportOff.toFixed(4)} apart`,
      peer: `over ${scored.length} clones`,
      ratio: '-',
      goal: '< 0.005 (the same output, the same reference)',
    });
    rows.push({
      name: 'voice matching: time per clone',
      ours: `${mean(scored.map((s) => s.seconds)).toFixed(1)} s`,
      peer: `${(plain.ms / 1000).toFixed(2)} s plain synthesis (default voice)`,
      ratio: `${(mean(scored.map((s) => s.seconds)) / (plain.ms / 1000)).toFixed(0)}x`,
      goal: 'informational (calibrates every installed voice of the language)',
    });
    return rows;
  } finally {
    await host.close();
    remove();
  }
}

function row(kind: string, scored: Scored[]): BenchRow {
  const improved = scored.filter((s) => s.matched > s.unmatched).length;
  const rise = mean(scored.map((s) => s.matched)) - mean(scored.map((s) => s.unmatched));
  return {
    name: `voice matching similarity, ${kind} references (${scored.length})`,
    ours: `matched ${mean(scored.map((s) => s.matched)).toFixed(3)}, without EQ ${mean(scored.map((s) => s.withoutEq)).toFixed(3)}`,
    peer: `unmatched ${mean(scored.map((s) => s.unmatched)).toFixed(3)}`,
    ratio: `${rise >= 0 ? '+' : ''}${rise.toFixed(3)}, ${improved}/${scored.length} improved (${((100 * improved) / scored.length).toFixed(0)} %)`,
    goal: kind === 'all' ? 'mean rise > 0, >= 80 % improved' : 'matched > unmatched',
  };
}

/** Mean pitch error (semitones from the reference's median F0), unmatched and matched; a reference whose F0 was not measured counts as missing. */
function pitchRow(kind: string, scored: Scored[]): BenchRow {
  const measured = scored.filter((s) => s.pitchError.unmatched !== null && s.pitchError.matched !== null);
  const meanOf = (key: 'unmatched' | 'matched') => mean(measured.map((s) => s.pitchError[key]!));
  return {
    name: `voice matching pitch error, ${kind} references (${measured.length} of ${scored.length} measured)`,
    ours: `matched ${meanOf('matched').toFixed(1)} semitones`,
    peer: `unmatched ${meanOf('unmatched').toFixed(1)} semitones`,
    ratio: `${measured.filter((s) => s.pitchError.matched! < s.pitchError.unmatched!).length}/${measured.length} nearer`,
    goal: 'matched < unmatched, all measured',
  };
}
