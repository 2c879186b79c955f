import { readWavInfo, type MediaStorage } from '@speechdeck/core/server';
import { l2Normalize, type SpeakerEmbedder, type SpeakerTurn } from '@speechdeck/engines/speaker';
import type { SpeakerNamer } from '@speechdeck/plugin-speaker/server';

/** A speaker the caller named: their recordings as media keys of 16 kHz mono WAVs (enrolled clips, or a reference sent with the request). */
export interface KnownSpeaker {
  name: string;
  clipKeys: string[];
}

export interface LabelDeps {
  media: MediaStorage;
  embedder: SpeakerEmbedder;
  namer: SpeakerNamer;
}

/** 'A', 'B', ... 'Z', 'AA', ...: OpenAI's labels for speakers it cannot name. */
export function letterLabel(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : letterLabel(Math.floor(index / 26) - 1) + letter;
}

/** One voiceprint of a speaker's clips: each clip's embedding over all of it, averaged. */
async function voiceprintOfClips(deps: LabelDeps, keys: readonly string[], signal?: AbortSignal): Promise<Float32Array> {
  const sum = new Float32Array(deps.embedder.dimension);
  for (const key of keys) {
    const embedding = await deps.media.withLocal(key, async (path) => {
      const { durationSec } = await readWavInfo(path);
      return deps.embedder.embedPooled(path, [{ start: 0, end: durationSec }], { signal });
    }, { signal });
    for (let i = 0; i < sum.length; i++) sum[i]! += embedding[i]!;
  }
  return l2Normalize(sum);
}

/**
 * The caller's known speakers matched to the diarized ones: each pair scored, the best pairs taken
 * first, a pair counted only at or above the embedder's same-speaker threshold (so an absent known
 * speaker names nobody). Only the speakers named in the request are candidates.
 */
async function matchKnown(deps: LabelDeps, wav: string, turns: readonly SpeakerTurn[], known: readonly KnownSpeaker[], signal?: AbortSignal): Promise<Map<string, string>> {
  const diarized = [...new Set(turns.map((turn) => turn.speaker))];
  const probes = await Promise.all(diarized.map((speaker) => deps.embedder.embedPooled(wav, turns.filter((turn) => turn.speaker === speaker), { signal })));
  const references: Float32Array[] = [];
  for (const speaker of known) references.push(await voiceprintOfClips(deps, speaker.clipKeys, signal));
  const pairs = diarized.flatMap((speaker, i) => known.map((k, j) => ({ speaker, name: k.name, score: deps.embedder.similarity(probes[i]!, references[j]!) })));
  pairs.sort((a, b) => b.score - a.score);
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (pair.score < deps.embedder.sameSpeakerThreshold) break;
    if (names.has(pair.speaker) || taken.has(pair.name)) continue;
    names.set(pair.speaker, pair.name);
    taken.add(pair.name);
  }
  return names;
}

/**
 * The diarized turns with OpenAI's speaker labels: a known speaker's name where the voice matches,
 * else A, B, ... by first appearance. Without known speakers in the request, the caller's enrolled
 * speakers are the candidates, as recognition with speakers names them (the speaker plugin's namer).
 */
export async function labelSpeakers(deps: LabelDeps, userId: number, wav: string, turns: readonly SpeakerTurn[], known: readonly KnownSpeaker[], signal?: AbortSignal): Promise<SpeakerTurn[]> {
  let named: Map<string, string>;
  if (known.length > 0) {
    named = await matchKnown(deps, wav, turns, known, signal);
  } else {
    const renamed = await deps.namer.nameTurns(userId, wav, turns, { signal });
    // The namer leaves (and may renumber) the speakers it cannot name as S1, S2...: those get letters.
    named = new Map(turns.map((turn, i): [string, string] => [turn.speaker, renamed[i]!.speaker]).filter(([, to]) => !/^S\d+$/.test(to)));
  }
  const letters = new Map<string, string>();
  return turns.map((turn) => {
    const name = named.get(turn.speaker);
    if (name) return { ...turn, speaker: name };
    if (!letters.has(turn.speaker)) letters.set(turn.speaker, letterLabel(letters.size));
    return { ...turn, speaker: letters.get(turn.speaker)! };
  });
}
