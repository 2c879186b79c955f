import { join } from 'node:path';
import { confirmedUser, startTestHost, tempDir } from '@speechdeck/testing';
import { SV_LIMITS } from '../plugins/speaker/src/contract/sv-api.ts';
import { speakerPlugins } from '../plugins/speaker/src/server/index.ts';
import { trainedDiarizer, trainedEmbedder } from '../engines/src/speaker/default-engines.ts';
import { Diarizer } from '../engines/src/speaker/diarization/diarizer.ts';
import { MfccEmbedder } from '../engines/src/speaker/embedding/mfcc-embedder.ts';
import { SileroVad } from '../engines/src/speaker/voice-activity/silero-vad.ts';
import { evaluationSet } from '../plugins/speaker/src/server/evaluation/testing/evaluation-set.ts';
import { fullEvaluationPlan } from '../plugins/speaker/src/server/evaluation/testing/evaluation-plans.ts';
import { checkoutModels } from '@speechdeck/engines/testing';
import {
  evaluateDiarization, evaluateIdentification, type DiarizationFigures, type DiarizationResult, type IdentificationResult,
} from '../plugins/speaker/src/server/evaluation/testing/speaker-evaluation.ts';
import { svCalls } from '../plugins/speaker/src/server/testing/sv-calls.ts';
import { conversation } from '../plugins/speaker/src/server/testing/test-voices.ts';
import { ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
/**
 * The goal of an identification row: top-1 >= 95 %, and on 5 s clips the floors the tests held
 * the 12-voice set to before they moved here (the tests keep a smaller floor on 5 voices).
 */
const FIVE_SECOND_FLOORS: Record<string, string> = {
  clean: 'top-1 >= 90 %, EER <= 5 %, false accepts and rejects <= 20 %',
  'noise-15db': 'top-1 >= 65 %, false rejects <= 35 %',
  telephone: 'top-1 >= 80 %, false accepts <= 20 %, false rejects <= 35 %',
};
/** Allison Smith's Spanish prompts against her English voiceprint: what a change of language costs, no goal of issue 27. */
const OTHER_LANGUAGE_GOAL = 'informational: the same person in another language, named as herself';

const identificationGoal = (condition: string, lengthSec: number) =>
  condition === 'other-language' ? OTHER_LANGUAGE_GOAL : ['top-1 >= 95 %', ...(lengthSec === 5 && FIVE_SECOND_FLOORS[condition] ? [`at least ${FIVE_SECOND_FLOORS[condition]}`] : [])].join('; ');

type Figures = IdentificationResult['figures'][number];
const idFigures = (f: Figures | undefined, threshold: number) =>
  f ? `top-1 ${pct(f.topOne)}, EER ${pct(f.eer)}; at ${threshold.toFixed(3)}: false accepts ${pct(f.openSetFalseAccept)}, false rejects ${pct(f.falseReject)}` : 'not measured';
const derFigures = (f: DiarizationFigures | undefined) =>
  f ? `DER ${pct(f.der)} (missed ${pct(f.missed)}, false alarm ${pct(f.falseAlarm)}, confusion ${pct(f.confusion)}), count right ${f.rightCount}/${f.conversations}, worst ${pct(f.worstDer)}` : 'not measured';

/** The goals of issue 27 for the trained embedder, per condition and clip length; elsewhere the older floors. */
const TRAINED_GOALS: Record<string, Record<number, string>> = {
  clean: { 2: 'top-1 >= 98 %', 5: 'top-1 >= 98 %', 10: 'top-1 >= 98 %' },
  'noise-15db': { 2: 'top-1 >= 90 %', 5: 'top-1 >= 95 %', 10: 'top-1 >= 95 %' },
  telephone: { 5: 'top-1 >= 95 %' },
  'telephone-gsm': { 5: 'top-1 >= 93 %' },
};

/**
 * The speaker engines' quality on the evaluation set (30 voices: two real readers and, when Debian's
 * Asterisk prompts are installed, five real telephone-band voices; flite, espeak-ng and sox-moved
 * copies; 24 conversations of 2-4 speakers; built once into the OS temp dir), the
 * trained embedder (GE2E, when its model is installed) beside the MFCC statistics in one run:
 * identification top-1, verification EER, and open-set false accepts / false rejects at each
 * embedder's threshold, per condition and clip length; each threshold as this run's calibration
 * half would set it; DER (0.25 s collar, overlaps scored) per speaker count, given the count and
 * estimating it, for the diarizer over each; and the real-time factors.
 */
export async function benchSpeakerQuality(): Promise<BenchRow[]> {
  const set = await evaluationSet(fullEvaluationPlan());
  const vad = new SileroVad();
  const models = checkoutModels();
  const mfcc = new MfccEmbedder();
  const trained = trainedEmbedder(models);
  const mfccId = await evaluateIdentification(set, vad, mfcc, mfcc.sameSpeakerThreshold);
  const trainedId = trained && (await evaluateIdentification(set, vad, trained, trained.sameSpeakerThreshold));
  const label = trained ? `${trained.id} | ${mfcc.id}` : `${mfcc.id} (no GE2E model installed)`;
  const rows: BenchRow[] = mfccId.figures.map((f) => {
    const t = trainedId?.figures.find((g) => g.condition === f.condition && g.lengthSec === f.lengthSec);
    return {
      name: `speaker identification, ${f.condition}, ${f.lengthSec} s clips (${f.probes}, ${set.voices.length} voices): ${label}`,
      ours: trained ? idFigures(t, trained.sameSpeakerThreshold) : idFigures(f, mfcc.sameSpeakerThreshold),
      peer: trained ? idFigures(f, mfcc.sameSpeakerThreshold) : '',
      ratio: '',
      goal: trained && TRAINED_GOALS[f.condition]?.[f.lengthSec] ? TRAINED_GOALS[f.condition]![f.lengthSec]! : identificationGoal(f.condition, f.lengthSec),
    };
  });
  for (const [embedder, result] of [[trained, trainedId], [mfcc, mfccId]] as const) {
    if (!embedder || !result) continue;
    rows.push({
      name: `speaker embedding (${embedder.id}): threshold, speed`,
      ours: `threshold ${embedder.sameSpeakerThreshold}`,
      peer: `calibrated on this run's calibration half: ${result.calibratedThreshold.toFixed(3)} (clean and noisy clips), ${result.telephoneThreshold.toFixed(3)} (telephone clips)`,
      ratio: `${result.realTimeFactor.toFixed(4)}x real time (VAD included)`,
      goal: 'informational',
    });
  }
  const mfccDer = await evaluateDiarization(set, new Diarizer(vad, mfcc));
  const diarizer = trainedDiarizer(vad, models);
  const trainedDer = diarizer && (await evaluateDiarization(set, diarizer));
  for (const f of mfccDer.figures) {
    const t = trainedDer?.figures.find((g) => g.speakers === f.speakers && g.mode === f.mode);
    rows.push({
      name: `diarization, ${f.speakers} speakers, ${f.mode} (${f.conversations} conversations): ${diarizer ? `${diarizer.id} | mfcc-agglomerative` : 'mfcc-agglomerative'}`,
      ours: trainedDer ? derFigures(t) : derFigures(f),
      peer: trainedDer ? derFigures(f) : '',
      ratio: '',
      goal: f.speakers === 2 ? (f.mode === 'estimated count' ? 'DER <= 5 %, no conversation above 15 %' : 'DER <= 10 %') : 'informational',
    });
  }
  const main = trainedDer ?? mfccDer;
  const mainId = diarizer ? diarizer.id : 'mfcc-agglomerative';
  const perConversation = (result: DiarizationResult, name: string) => {
    const of = (mode: string) => result.conversations.find((c) => c.name === name && c.mode === mode);
    const known = of('known count');
    const estimated = of('estimated count');
    return known && estimated ? `given ${pct(known.der)}; estimated ${pct(estimated.der)}, ${estimated.found} found` : 'not measured';
  };
  for (const c of main.conversations.filter((c) => c.mode === 'known count')) {
    rows.push({
      name: `diarization, ${c.name} (${c.voices.join(' + ')}): ${trainedDer ? `${mainId} | mfcc-agglomerative` : mainId}`,
      ours: perConversation(main, c.name),
      peer: trainedDer ? perConversation(mfccDer, c.name) : '',
      ratio: '',
      goal: c.voices.length === 2 ? 'estimated count: DER <= 15 %' : 'informational',
    });
  }
  const oneSpeaker = ({ oneSpeaker: o }: DiarizationResult) =>
    `count right ${o.rightCount}/${o.files}, speech given to a second speaker ${pct(o.split)}${o.wrong.length ? ` (${o.wrong.map((w) => `${w.voice}: ${w.found}`).join(', ')})` : ''}`;
  rows.push({
    name: `diarization, one speaker (${main.oneSpeaker.files} enrollment passages, counting): ${trainedDer ? `${mainId} | mfcc-agglomerative` : mainId}`,
    ours: oneSpeaker(main),
    peer: trainedDer ? oneSpeaker(mfccDer) : '',
    ratio: '',
    goal: 'informational: a count estimate that splits one voice is not better for finding two',
  });
  rows.push({
    name: 'diarization speed',
    ours: `${(trainedDer ?? mfccDer).realTimeFactor.toFixed(4)}x real time`,
    peer: trainedDer ? `over MFCC: ${mfccDer.realTimeFactor.toFixed(4)}x` : '',
    ratio: '',
    goal: 'informational',
  });
  rows.push(await identificationThroughHost());
  return rows;
}

/**
 * POST /api/sv/recognize of a 41 s clip (flite's slt, six sentences) against a voice enrolled from
 * two others, on a host in this process: upload, conversion, VAD, embedding and scoring, timed
 * against the specification's 30 s.
 */
async function identificationThroughHost(): Promise<BenchRow> {
  const work = tempDir('sv-bench');
  const host = await startTestHost({ plugins: speakerPlugins, env: { SPEECHDECK_LOG_LEVEL: 'error' } });
  try {
    const { token } = await confirmedUser(host, 'bench@example.com');
    const sv = svCalls(() => ({ url: host.url, token }));
    const enrollClip = join(work.dir, 'enroll.wav');
    const thirty = join(work.dir, 'thirty.wav');
    await conversation(enrollClip, [['slt', 0], ['slt', 1]], work.dir, 0.4);
    await conversation(thirty, [['slt', 0], ['slt', 1], ['slt', 2], ['slt', 3], ['slt', 1], ['slt', 2]], work.dir, 0.3);
    const enrolled = await sv.enroll(enrollClip, 'Ann');
    if (enrolled.status !== 'done') throw new Error(`the enrollment failed: ${enrolled.error}`);
    const { ms, value } = await timed(() => sv.recognize(thirty));
    const limit = SV_LIMITS.recognizeTimeoutMs;
    return {
      name: `speaker identification through the host, a ${value.full?.duration ?? '?'} s clip`,
      ours: `${seconds(ms)}, answered '${value.text}'`,
      peer: `the specification's ${seconds(limit)}`,
      ratio: ratio(ms, limit),
      goal: `well under ${seconds(limit)}, answering 'Ann'`,
    };
  } finally {
    await host.close();
    work.remove();
  }
}
