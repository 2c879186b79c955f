import { Diarizer } from '../plugins/speaker/src/server/engines/diarizer.ts';
import { MfccEmbedder } from '../plugins/speaker/src/server/engines/mfcc-embedder.ts';
import { SileroVad } from '../plugins/speaker/src/server/engines/silero-vad.ts';
import { evaluationSet } from '../plugins/speaker/src/server/evaluation/testing/evaluation-set.ts';
import { fullEvaluationPlan } from '../plugins/speaker/src/server/evaluation/testing/evaluation-plans.ts';
import { evaluateDiarization, evaluateIdentification } from '../plugins/speaker/src/server/evaluation/testing/speaker-evaluation.ts';
import type { BenchRow } from './bench-host.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/**
 * The speaker engines' quality on the evaluation set (25 voices: two real readers, flite, espeak-ng
 * and sox-moved copies; 18 conversations of 2-4 speakers; built once into the OS temp dir):
 * identification top-1, verification EER, and open-set false accepts / false rejects at the
 * embedder's threshold, per condition and clip length; DER (0.25 s collar, overlaps scored) per
 * speaker count, given the count and estimating it; and the real-time factors.
 */
export async function benchSpeakerQuality(): Promise<BenchRow[]> {
  const set = await evaluationSet(fullEvaluationPlan());
  const vad = new SileroVad();
  const embedder = new MfccEmbedder();
  const identification = await evaluateIdentification(set, vad, embedder, embedder.sameSpeakerThreshold);
  const calibration = await evaluateIdentification(set, vad, embedder);
  const rows: BenchRow[] = identification.figures.map((f) => ({
    name: `speaker identification, ${f.condition}, ${f.lengthSec} s clips (${f.probes}, ${set.voices.length} voices)`,
    ours: `top-1 ${pct(f.topOne)}, EER ${pct(f.eer)}`,
    peer: `at ${embedder.sameSpeakerThreshold}: open-set false accepts ${pct(f.openSetFalseAccept)}, false rejects ${pct(f.falseReject)}`,
    ratio: '',
    goal: 'top-1 >= 95 %',
  }));
  rows.push({
    name: `speaker embedding (${embedder.id}): threshold, speed`,
    ours: `threshold ${embedder.sameSpeakerThreshold}`,
    peer: `calibrated on this run's calibration half: ${calibration.threshold.toFixed(3)} (clean and noisy clips), ${calibration.telephoneThreshold.toFixed(3)} (telephone clips)`,
    ratio: `${identification.realTimeFactor.toFixed(4)}x real time (VAD included)`,
    goal: 'informational',
  });
  const diarization = await evaluateDiarization(set, new Diarizer(vad, embedder));
  for (const f of diarization.figures) {
    rows.push({
      name: `diarization, ${f.speakers} speakers, ${f.mode} (${f.conversations} conversations)`,
      ours: `DER ${pct(f.der)} (missed ${pct(f.missed)}, false alarm ${pct(f.falseAlarm)}, confusion ${pct(f.confusion)})`,
      peer: `count right ${f.rightCount}/${f.conversations}, worst DER ${pct(f.worstDer)}`,
      ratio: '',
      goal: f.speakers === 2 ? 'DER <= 10 %' : 'informational',
    });
  }
  rows.push({ name: 'diarization speed', ours: `${diarization.realTimeFactor.toFixed(4)}x real time`, peer: '', ratio: '', goal: 'informational' });
  return rows;
}
