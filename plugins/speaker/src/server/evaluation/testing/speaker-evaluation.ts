import { readMono16kInfo } from '@speechdeck/core/server';
import { scoreCandidates, type Diarizer, type SpeakerEmbedder, type VoiceActivityDetector, type Voiceprint } from '@speechdeck/engines/speaker';
import { diarizationErrorRate } from '../diarization-error-rate.ts';
import { equalErrorRate, errorsAt, topOneAccuracy, type Identification, type Trial } from '../verification-metrics.ts';
import type { EvaluationSet } from './evaluation-set.ts';
import { isTelephone, setsThreshold } from './probe-conditions.ts';

export interface IdentificationFigures {
  condition: string;
  lengthSec: number;
  probes: number;
  /** Closed set: every voice enrolled. */
  topOne: number;
  eer: number;
  /** Test half, at the calibrated threshold: probes of a voice not enrolled that named someone. */
  openSetFalseAccept: number;
  /** Test half: probes of an enrolled voice whose own score fell under the threshold. */
  falseReject: number;
}

export interface IdentificationResult {
  /** The threshold false accepts and rejects were counted at: the one given, else `calibratedThreshold`. */
  threshold: number;
  /**
   * Calibrated on the calibration half's clean and noisy clips: where open-set false accepts equal
   * false rejects there.
   */
  calibratedThreshold: number;
  /**
   * The same on the calibration half's telephone clips (mu-law and GSM) alone: near `threshold`
   * when the embedder's telephone scores are on the full band's scale.
   */
  telephoneThreshold: number;
  figures: IdentificationFigures[];
  /** Seconds of embedding per second of audio (enrollment and probes, VAD included). */
  realTimeFactor: number;
}

interface ScoredProbe {
  voice: string;
  condition: string;
  lengthSec: number;
  scores: { spk: string; score: number }[];
}

/**
 * Identification as the service does it: the VAD's speech of each enrollment passage pooled into a
 * voiceprint, the VAD's speech of each test clip pooled into a probe, every probe scored against
 * every voiceprint with `scoreCandidates`. The same-speaker threshold is set on the calibration
 * half (see `calibrate`); false accepts and rejects are counted on the test half with it, or with
 * the `threshold` given (the embedder's own).
 */
export async function evaluateIdentification(set: EvaluationSet, vad: VoiceActivityDetector, embedder: SpeakerEmbedder, threshold?: number): Promise<IdentificationResult> {
  const started = performance.now();
  let audioSec = 0;
  const embedFile = async (wav: string) => {
    audioSec += (await readMono16kInfo(wav)).durationSec;
    return embedder.embedPooled(wav, await vad.detect(wav));
  };
  const voiceprints: (Voiceprint & { half: string })[] = [];
  for (const voice of set.voices) voiceprints.push({ spk: voice.name, half: voice.half, clips: [await embedFile(voice.wav)] });
  const scored: ScoredProbe[] = [];
  for (const probe of set.probes) {
    const embedding = await embedFile(probe.wav);
    scored.push({ ...probe, scores: scoreCandidates(embedder, embedding, voiceprints) });
  }
  const realTimeFactor = (performance.now() - started) / 1000 / audioSec;
  const halfOf = new Map(voiceprints.map((v) => [v.spk, v.half]));
  const trialsOf = (probes: ScoredProbe[], half: string): Trial[] =>
    probes.filter((p) => halfOf.get(p.voice) === half).flatMap((p) => p.scores.filter((s) => halfOf.get(s.spk) === half).map((s) => ({ score: s.score, target: s.spk === p.voice })));
  const calibrationHalf = (spk: string) => halfOf.get(spk) === 'calibration';
  const calibratedThreshold = calibrate(scored.filter((p) => setsThreshold(p.condition) && calibrationHalf(p.voice)), calibrationHalf);
  const calibrated = threshold ?? calibratedThreshold;
  const telephone = scored.filter((p) => isTelephone(p.condition) && calibrationHalf(p.voice));
  const telephoneThreshold = telephone.length > 0 ? calibrate(telephone, calibrationHalf) : Number.NaN;

  const groups = new Map<string, ScoredProbe[]>();
  for (const p of scored) {
    const key = `${p.condition}|${p.lengthSec}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const figures = [...groups.values()].map((probes): IdentificationFigures => {
    const testProbes = probes.filter((p) => halfOf.get(p.voice) === 'test');
    // Open set: the probe's own voice is not enrolled; does any other test-half voice take it?
    const falseAccepts = testProbes.filter((p) => p.scores.some((s) => s.spk !== p.voice && halfOf.get(s.spk) === 'test' && s.score >= calibrated)).length;
    const identifications: Identification[] = probes.map((p) => ({ truth: p.voice, scores: p.scores }));
    return {
      condition: probes[0]!.condition,
      lengthSec: probes[0]!.lengthSec,
      probes: probes.length,
      topOne: topOneAccuracy(identifications),
      eer: equalErrorRate(probes.flatMap((p) => p.scores.map((s) => ({ score: s.score, target: s.spk === p.voice })))).eer,
      openSetFalseAccept: testProbes.length ? falseAccepts / testProbes.length : 0,
      falseReject: errorsAt(trialsOf(testProbes, 'test'), calibrated).falseReject,
    };
  });
  return { threshold: calibrated, calibratedThreshold, telephoneThreshold, figures, realTimeFactor };
}

/**
 * The threshold where, among the probes given, open-set false accepts (the probe's voice left out,
 * another enrolled voice reaches the threshold) equal false rejects (its own voice stays under it):
 * identification answers "unknown" as often wrongly as it names a stranger.
 */
function calibrate(probes: readonly ScoredProbe[], enrolled: (spk: string) => boolean): number {
  const own = probes.map((p) => p.scores.find((s) => s.spk === p.voice)!.score);
  const stranger = probes.map((p) => Math.max(...p.scores.filter((s) => s.spk !== p.voice && enrolled(s.spk)).map((s) => s.score)));
  return equalErrorRate([...own.map((score) => ({ score, target: true })), ...stranger.map((score) => ({ score, target: false }))]).threshold;
}

export interface DiarizationFigures {
  speakers: number;
  mode: 'known count' | 'estimated count';
  conversations: number;
  /** Pooled over the group's conversations (error time over reference time). */
  der: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  /** Conversations where the speaker count found was right. */
  rightCount: number;
  worstDer: number;
}

/** One conversation diarized, given its speaker count or counting. */
export interface ConversationFigures {
  name: string;
  voices: string[];
  mode: DiarizationFigures['mode'];
  /** The speaker count the diarizer answered. */
  found: number;
  der: number;
}

/**
 * The count estimate's other mistake, which no conversation shows: one voice split into several.
 * Over the set's enrollment passages (one voice each, clean, 5-23 s), counting.
 */
export interface OneSpeakerFigures {
  files: number;
  /** Files answered with one speaker. */
  rightCount: number;
  /** Share of the answered speech given to speakers other than each file's main one, pooled. */
  split: number;
  /** The files answered with more than one speaker, and how many. */
  wrong: { voice: string; found: number }[];
}

export interface DiarizationResult {
  figures: DiarizationFigures[];
  /** Every conversation in each mode, in the set's order. */
  conversations: ConversationFigures[];
  oneSpeaker: OneSpeakerFigures;
  /** Seconds of diarization per second of audio, over the conversations. */
  realTimeFactor: number;
}

/**
 * DER (0.25 s collar, overlaps scored) per speaker count, given the count and estimating it, and per
 * conversation; and how often one voice alone (each enrollment passage) is counted as one.
 */
export async function evaluateDiarization(set: EvaluationSet, diarizer: Diarizer): Promise<DiarizationResult> {
  const figures: DiarizationFigures[] = [];
  const conversations: ConversationFigures[] = [];
  let diarizedSec = 0;
  let audioSec = 0;
  const counts = [...new Set(set.conversations.map((c) => c.voices.length))].sort();
  for (const speakers of counts) {
    for (const mode of ['known count', 'estimated count'] as const) {
      const group = set.conversations.filter((c) => c.voices.length === speakers);
      let [reference, missed, falseAlarm, confusion, rightCount, worstDer] = [0, 0, 0, 0, 0, 0];
      for (const c of group) {
        const started = performance.now();
        const result = await diarizer.diarize(c.wav, mode === 'known count' ? { speakers } : {});
        diarizedSec += (performance.now() - started) / 1000;
        audioSec += (await readMono16kInfo(c.wav)).durationSec;
        const errors = diarizationErrorRate(c.reference, result.turns);
        reference += errors.reference;
        missed += errors.missed;
        falseAlarm += errors.falseAlarm;
        confusion += errors.confusion;
        if (result.speakers === speakers) rightCount++;
        worstDer = Math.max(worstDer, errors.der);
        conversations.push({ name: c.name, voices: c.voices, mode, found: result.speakers, der: errors.der });
      }
      figures.push({
        speakers,
        mode,
        conversations: group.length,
        der: (missed + falseAlarm + confusion) / reference,
        missed: missed / reference,
        falseAlarm: falseAlarm / reference,
        confusion: confusion / reference,
        rightCount,
        worstDer,
      });
    }
  }
  return { figures, conversations, oneSpeaker: await evaluateOneSpeaker(set, diarizer), realTimeFactor: diarizedSec / audioSec };
}

async function evaluateOneSpeaker(set: EvaluationSet, diarizer: Diarizer): Promise<OneSpeakerFigures> {
  let [speech, other, rightCount] = [0, 0, 0];
  const wrong: OneSpeakerFigures['wrong'] = [];
  for (const voice of set.voices) {
    const { turns, speakers } = await diarizer.diarize(voice.wav);
    const spoken = new Map<string, number>();
    for (const t of turns) spoken.set(t.speaker, (spoken.get(t.speaker) ?? 0) + t.end - t.start);
    const total = [...spoken.values()].reduce((sum, x) => sum + x, 0);
    speech += total;
    other += total - Math.max(0, ...spoken.values());
    if (speakers === 1) rightCount++;
    else wrong.push({ voice: voice.name, found: speakers });
  }
  return { files: set.voices.length, rightCount, split: speech > 0 ? other / speech : 0, wrong };
}
