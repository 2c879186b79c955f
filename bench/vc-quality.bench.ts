import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { platform } from '@speechdeck/core/server';
import { startTestHost, tempDir } from '@speechdeck/testing';
import { speakerEmbedderRef, speakerPlugins, vadRef } from '../plugins/speaker/src/server/index.ts';
import { synthesizerRef, ttsServerPlugin } from '../plugins/tts/src/server/index.ts';
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
  seconds: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Voice matching's quality, measured as the speaker embedder sees it: over the test set of
 * references (the LibriVox reader, flite's and espeak-ng's voices, sox-shifted copies), the cosine
 * similarity to the reference of the unmatched voice (the default voice saying the text), of voice
 * matching without its EQ (nearest voice, pitch, rate and formants moved), and of voice matching as
 * served. Per reference kind and over all; and the time a clone takes against plain synthesis.
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
        const { ms } = await timed(() => runClone(tools, { engine, reference: voice, text: CLONED_TEXT, language: 'en', format: 'wav' }, out, { workDir }));
        return { value: tools.embedder.similarity(voice.embedding, (await profileVoice(tools, out)).embedding), seconds: ms / 1000 };
      };
      const full = await similarity(engines.full, 'matched');
      scored.push({
        kind: reference.kind,
        unmatched: tools.embedder.similarity(voice.embedding, unmatched.embedding),
        withoutEq: (await similarity(engines.withoutEq, 'without-eq')).value,
        matched: full.value,
        seconds: full.seconds,
      });
    }
    const kinds = [...new Set(scored.map((s) => s.kind))];
    const rows = [...kinds.map((kind) => row(kind, scored.filter((s) => s.kind === kind))), row('all', scored)];
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
  return {
    name: `voice matching similarity, ${kind} references (${scored.length})`,
    ours: `matched ${mean(scored.map((s) => s.matched)).toFixed(3)}, without EQ ${mean(scored.map((s) => s.withoutEq)).toFixed(3)}`,
    peer: `unmatched ${mean(scored.map((s) => s.unmatched)).toFixed(3)}`,
    ratio: `+${(mean(scored.map((s) => s.matched)) - mean(scored.map((s) => s.unmatched))).toFixed(3)}, ${improved}/${scored.length} improved`,
    goal: 'matched > unmatched',
  };
}
