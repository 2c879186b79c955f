import { execFileSync } from 'node:child_process';
import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSampleRange } from '@speechdeck/core/server';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { joinParts, processRunner, tempDir, type TestHost } from '@speechdeck/testing';
import { loadVosk, phraseHits, voskInstalled, VoskFiles } from '../engines/src/vosk/index.ts';
import { EspeakPronouncer } from '../engines/src/recognition/pronunciation/espeak-pronouncer.ts';
import { CALIBRATION, defaultLogThreshold, hitScore } from '../engines/src/spotting/keyword-calibration.ts';
import { parseKeyphraseLine } from '../engines/src/spotting/keyphrase-output.ts';
import { PocketsphinxSpotter } from '../engines/src/spotting/pocketsphinx-spotter.ts';
import { strongestOfOverlapping } from '../engines/src/spotting/strongest-hits.ts';
import { evaluationSet, FULL_PLAN, type EvaluationRecording } from '../plugins/kws/src/server/evaluation/testing/evaluation-set.ts';
import { ALL_KEYWORDS } from '../plugins/kws/src/server/evaluation/testing/evaluation-texts.ts';
import { searchEvaluationSet } from '../plugins/kws/src/server/evaluation/testing/search-evaluation-set.ts';
import { occurrencesOf, spottingFigures, type JudgedHit, type SpottingFigures } from '../plugins/kws/src/server/evaluation/spotting-metrics.ts';
import { choosePolicy, figuresUnder, hitsUnder, linearPolicy, type SearchedRecording, type ThresholdPolicy } from '../plugins/kws/src/server/evaluation/threshold-policy.ts';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

/** Every hit a threshold of 1e-60 gives: far below any default, so every policy judged is inside it. */
const FLOOR_LOG = -60;
/** The false-alarm rate the defaults are chosen for, per keyword per hour. */
const BUDGET = 3;
/** pocketsphinx's usual advice: one threshold, 1e-20, for every keyphrase. */
const FIXED = (): number => -20;

const pct = (x: number) => (Number.isNaN(x) ? '-' : `${(100 * x).toFixed(1)} %`);
const rate = (figures: SpottingFigures) => `${figures.falseAlarmsPerKeywordHour.toFixed(1)} FA/kw-h`;
const both = (figures: SpottingFigures) => `recall ${pct(figures.recall)} (${figures.found}/${figures.said}), ${rate(figures)}`;

/**
 * Keyword spotting's quality on recordings with known word times (forced alignment): the LibriVox
 * reader under the recognition conditions (noise, babble, telephone, reverberation, MP3, between
 * music), the "cards" reader and flite and espeak-ng voices saying sentences written for it, clean
 * and with sox's pink noise; 71 keywords (said ones of 3-12 phones, and 20 never said) searched in
 * all of it. Recall and false alarms per keyword per hour at the shipped defaults, against one
 * threshold of 1e-20 for all; per condition, per keyword length, and with the defaults chosen again
 * without each kind of speech (they must hold where they were not chosen). Then the score's
 * meaning (share of real hits per score band), and speed through the API against raw pocketsphinx.
 */
export async function benchKwsQuality(): Promise<BenchRow[]> {
  const set = await evaluationSet(FULL_PLAN);
  if (set.length === 0) return [{ name: 'kws quality', ours: 'pocketsphinx-testdata is not installed', peer: '', ratio: '', goal: '' }];
  const pronouncer = new EspeakPronouncer(processRunner, { dictionary: DEBIAN_POCKETSPHINX.dict, language: 'en', espeakVoice: 'en-us' });
  const spotter = new PocketsphinxSpotter(processRunner, DEBIAN_POCKETSPHINX, pronouncer);
  const { searched, wallSeconds } = await searchEvaluationSet(set, spotter, ALL_KEYWORDS, FLOOR_LOG);
  const shipped = linearPolicy(CALIBRATION.intercept, CALIBRATION.perPhone, CALIBRATION.maxPhones);
  const audioSeconds = searched.reduce((sum, r) => sum + r.durationSec, 0);

  const rows: BenchRow[] = [];
  const byCondition = (policy: ThresholdPolicy) => figuresUnder(searched, ALL_KEYWORDS, policy, (r) => `${r.source} ${r.condition}`);
  const ours = byCondition(shipped);
  const fixed = byCondition(FIXED);
  for (const [group, figures] of ours) {
    const minutes = (searched.filter((r) => group === 'all' || `${r.source} ${r.condition}` === group).reduce((s, r) => s + r.durationSec, 0) / 60).toFixed(1);
    rows.push({
      name: `kws ${group === 'all' ? 'all conditions' : group} (${minutes} min, ${figures.said} said)`,
      ours: `defaults: ${both(figures)}`,
      peer: `1e-20 for all: ${both(fixed.get(group)!)}`,
      ratio: '',
      goal: group === 'all' ? `<= ${BUDGET} FA/kw-h` : 'informational',
    });
  }

  for (const [low, high] of [[1, 4], [5, 6], [7, 8], [9, 99]] as const) {
    const keywords = ALL_KEYWORDS.filter((keyword) => {
      const phones = phonesOf(searched, keyword);
      return phones !== undefined && phones >= low && phones <= high;
    });
    if (keywords.length === 0) continue;
    const at = (policy: ThresholdPolicy) => figuresUnder(searched, keywords, policy, () => 'all').get('all')!;
    rows.push({
      name: `kws by length: ${high === 99 ? `${low}+` : `${low}-${high}`} phones (${keywords.length} keywords)`,
      ours: `defaults: ${both(at(shipped))}`,
      peer: `1e-20 for all: ${both(at(FIXED))}`,
      ratio: '',
      goal: 'informational',
    });
  }

  const chosen = choosePolicy(searched, ALL_KEYWORDS, BUDGET, CALIBRATION.maxPhones);
  rows.push({
    name: `kws defaults chosen on everything at <= ${BUDGET} FA/kw-h`,
    ours: `shipped: 1e(${CALIBRATION.intercept} ${CALIBRATION.perPhone} x phones)`,
    peer: chosen ? `this run chooses 1e(${chosen.intercept} ${chosen.perPhone} x phones): mean recall ${pct(chosen.meanRecall)}, ${chosen.falseAlarmsPerKeywordHour.toFixed(1)} FA/kw-h` : 'none within the budget',
    ratio: '',
    goal: 'the same line',
  });
  for (const source of [...new Set(searched.map((r) => r.source))]) {
    const others = searched.filter((r) => r.source !== source);
    const held = searched.filter((r) => r.source === source);
    const choice = choosePolicy(others, ALL_KEYWORDS, BUDGET, CALIBRATION.maxPhones);
    const heldFigures = (policy: ThresholdPolicy) => figuresUnder(held, ALL_KEYWORDS, policy, () => 'all').get('all')!;
    rows.push({
      name: `kws held out: ${source} (defaults chosen on the other speech)`,
      ours: choice ? `1e(${choice.intercept} ${choice.perPhone} x phones): ${both(heldFigures(linearPolicy(choice.intercept, choice.perPhone, CALIBRATION.maxPhones)))}` : 'none within the budget',
      peer: `shipped: ${both(heldFigures(shipped))}`,
      ratio: '',
      goal: 'close to shipped',
    });
  }

  rows.push(...scoreBands(searched));
  rows.push({ name: 'kws search speed (evaluation set, 71 keywords)', ours: `${(audioSeconds / wallSeconds).toFixed(1)}x real time`, peer: `${(audioSeconds / 60).toFixed(1)} min in ${seconds(wallSeconds * 1000)}`, ratio: '', goal: 'informational' });
  rows.push(...(await voskComparison(set, searched, wallSeconds)));
  rows.push(...(await apiSpeed(spotter)));
  return rows;
}

/**
 * Vosk against pocketsphinx's keyphrase search, at equal false alarms, over the same recordings:
 * Vosk's grammar (every keyword a phrase of it, "[unk]" for all other speech: what kws uses when
 * Vosk is installed) and, for comparison, its whole vocabulary (the words it recognizes, the keywords
 * looked for in them). Each Vosk way at its best recall within the budget (or at its fewest false
 * alarms when it cannot get within it, every hit down to a confidence floor), and pocketsphinx at its
 * best linear thresholds within the same false alarms; then per condition at those settings.
 */
async function voskComparison(set: readonly EvaluationRecording[], searched: readonly SearchedRecording[], pocketsphinxSeconds: number): Promise<BenchRow[]> {
  const { host } = await benchHost();
  let files: VoskFiles | undefined;
  try {
    if (!voskInstalled(host.app.models)) return [{ name: 'kws vosk', ours: 'vosk-small-en-us is not installed', peer: '', ratio: '', goal: '' }];
    files = new VoskFiles(await loadVosk(host.app.models, processRunner), 1);
    const audioSeconds = set.reduce((sum, r) => sum + r.durationSec, 0);
    const groupOf = (r: { source: string; condition: string }) => `${r.source} ${r.condition}`;
    const rows: BenchRow[] = [];
    for (const way of ['grammar', 'vocabulary'] as const) {
      const started = performance.now();
      const heard: { recording: EvaluationRecording; hits: (JudgedHit & { conf: number })[] }[] = [];
      for (const recording of set) {
        const transcript = await files.transcribe(recording.wav, way === 'grammar' ? { grammar: ALL_KEYWORDS } : {});
        const hits = phraseHits(transcript.segments.flatMap((s) => s.words), ALL_KEYWORDS).map(({ phrase, ...hit }) => ({ keyword: phrase, ...hit }));
        heard.push({ recording, hits });
      }
      const wallSeconds = (performance.now() - started) / 1000;
      const voskAt = (floor: number, only = (_: EvaluationRecording) => true) => spottingFigures(
        heard.filter((h) => only(h.recording)).map(({ recording, hits }) => ({ durationSec: recording.durationSec, words: recording.words, hits: hits.filter((hit) => hit.conf >= floor) })),
        ALL_KEYWORDS,
      );
      // False alarms and recall both fall as the floor rises: the lowest floor within the budget has the best recall.
      const floors = [...new Set(heard.flatMap((h) => h.hits.map((hit) => hit.conf)))].sort((a, b) => a - b);
      const floor = floors.find((f) => voskAt(f).falseAlarmsPerKeywordHour <= BUDGET) ?? floors.at(-1) ?? 0;
      const vosk = voskAt(floor);
      const rate = Math.max(vosk.falseAlarmsPerKeywordHour, 0.001);
      const chosen = choosePolicy(searched, ALL_KEYWORDS, rate, CALIBRATION.maxPhones);
      const policy = chosen ? linearPolicy(chosen.intercept, chosen.perPhone, CALIBRATION.maxPhones) : () => Infinity;
      const pocketsphinx = figuresUnder(searched, ALL_KEYWORDS, policy, groupOf);
      const name = way === 'grammar' ? 'vosk grammar' : 'vosk vocabulary';
      rows.push({
        name: `kws at equal false alarms (<= ${rate.toFixed(1)} FA/kw-h), all conditions: ${name} vs pocketsphinx -kws`,
        ours: `${name}, conf >= ${floor.toFixed(2)}: ${both(vosk)}`,
        peer: `pocketsphinx ${chosen ? `1e(${chosen.intercept} ${chosen.perPhone} x phones)` : '(no threshold that low)'}: ${both(pocketsphinx.get('all')!)}`,
        ratio: `recall ${(100 * (vosk.recall - pocketsphinx.get('all')!.recall)).toFixed(1)} points`,
        goal: 'the better engine serves kws',
      });
      for (const [group, figures] of pocketsphinx) {
        if (group === 'all') continue;
        const voskGroup = voskAt(floor, (r) => groupOf(r) === group);
        rows.push({
          name: `kws ${name} vs pocketsphinx at those settings, ${group}`,
          ours: both(voskGroup),
          peer: both(figures),
          ratio: `recall ${(100 * (voskGroup.recall - figures.recall)).toFixed(1)} points`,
          goal: 'informational',
        });
      }
      rows.push({ name: `kws ${name}: every hit, and speed`, ours: `${both(voskAt(0))}`, peer: `${(audioSeconds / wallSeconds).toFixed(1)}x real time (pocketsphinx -kws ${(audioSeconds / pocketsphinxSeconds).toFixed(1)}x)`, ratio: '', goal: 'informational' });
    }
    return rows;
  } finally {
    files?.close();
    await host.close();
  }
}

function phonesOf(searched: readonly SearchedRecording[], keyword: string): number | undefined {
  const phones = searched.flatMap((r) => r.hits.filter((hit) => hit.keyword === keyword).map((hit) => hit.phones));
  return phones.length === 0 ? undefined : Math.max(...phones);
}

/** What a score says: of the hits the defaults report, the share that are real occurrences, per score band. */
function scoreBands(searched: readonly SearchedRecording[]): BenchRow[] {
  const shipped = (phones: number) => defaultLogThreshold(phones) - 25;
  const bands = [[0, 0.2], [0.2, 0.5], [0.5, 0.7], [0.7, 0.9], [0.9, 1.01]] as const;
  const tally = bands.map(() => ({ real: 0, all: 0 }));
  for (const recording of searched) {
    for (const keyword of ALL_KEYWORDS) {
      const said = occurrencesOf(keyword, recording.words);
      const used = new Set<number>();
      // Hits of a threshold 25 decades under the default, so the bands under 0.5 are seen too.
      for (const hit of hitsUnder(recording.hits.filter((h) => h.keyword === keyword), shipped)) {
        const score = hitScore(hit.logRatio, hit.phones);
        const band = bands.findIndex(([low, high]) => score >= low && score < high);
        const index = said.findIndex((o, i) => !used.has(i) && hit.start < o.end + 0.3 && o.start - 0.3 < hit.end);
        if (index >= 0) used.add(index);
        tally[band]!.all++;
        if (index >= 0) tally[band]!.real++;
      }
    }
  }
  return bands.map(([low, high], i) => ({
    name: `kws score ${low.toFixed(1)}-${Math.min(1, high).toFixed(1)}: share of hits that are real`,
    ours: `${pct(tally[i]!.real / tally[i]!.all)} of ${tally[i]!.all}`,
    peer: `the score's fit expects ${pct((low + Math.min(1, high)) / 2)} or so`,
    ratio: '',
    goal: 'rising with the score',
  }));
}

type SpotJobAnswer = { status: string; hits: { keyword: string; start: number }[] };

/** A recording spotted through the API as a user sends it: upload, conversion, job and polls. */
async function spotThroughApi(host: TestHost, token: string, wav: string, keywords: readonly string[]): Promise<SpotJobAnswer> {
  const form = new FormData();
  form.append('file', await openAsBlob(wav), 'ten-minutes.wav');
  const headers = { authorization: `Bearer ${token}` };
  const sent = await fetch(`${host.url}/api/kws/spot?keywords=${encodeURIComponent(keywords.join(','))}`, { method: 'POST', body: form, headers });
  const { id } = (await sent.json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${host.url}/api/kws/spot/${id}`, { headers })).json()) as SpotJobAnswer;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A 10-minute recording (the LibriVox clips again and again) with 10 keywords: through the API as a
 * user sends it (upload, conversion, job and polls included), against the engine run by hand on the
 * same WAV: pocketsphinx_continuous with the same keyphrase file (a host without models, whose
 * spotter is pocketsphinx), and Vosk recognizing it (a host with them). Then whether pocketsphinx's
 * search in 180 s pieces overlapping by 5 s finds what the one run over the whole file finds, each
 * occurrence once (the tests check the cutting on short pieces: engines/src/spotting/keyphrase-search.test.ts).
 */
async function apiSpeed(spotter: PocketsphinxSpotter): Promise<BenchRow[]> {
  const { dir, remove } = tempDir('kws-speed');
  const hosts: TestHost[] = [];
  let files: VoskFiles | undefined;
  try {
    const { librivoxClips } = await import('@speechdeck/testing');
    const parts = await Promise.all(librivoxClips().map(async (clip) => ({ label: clip.id, samples: await readSampleRange(clip.wav, 0, 60) })));
    const wav = join(dir, 'ten-minutes.wav');
    joinParts(wav, Array.from({ length: 24 }, (_, i) => parts[i % parts.length]!), 0.5);
    const keywords = ['dashwood', 'prudently', 'respectable', 'amiable', 'selfish', 'married', 'woman', 'power', 'ill disposed', 'young man'];
    const search = await spotter.prepare(keywords.map((keyword) => ({ keyword })), 'en');
    const list = join(dir, 'keyphrases.txt');
    writeFileSync(list, search.phrases.map((p) => `${p.phrase} /${(10 ** p.logThreshold).toExponential(6)}/\n`).join(''));
    const { hmm, dict } = DEBIAN_POCKETSPHINX;
    const raw = await timed(async () => execFileSync('pocketsphinx_continuous', ['-infile', wav, '-kws', list, '-dict', dict, '-hmm', hmm, '-time', 'yes', '-logfn', '/dev/null'], { encoding: 'utf8' }));
    const bare = await benchHost({ SPEECHDECK_MODELS: 'none' });
    hosts.push(bare.host);
    const api = await timed(() => spotThroughApi(bare.host, bare.token, wav, keywords));
    const keywordOf = new Map(search.phrases.map((p) => [p.phrase, p.keyword]));
    const whole = strongestOfOverlapping(
      raw.value.split('\n').map(parseKeyphraseLine).flatMap((hit) => (hit && keywordOf.has(hit.keyword) ? [{ ...hit, keyword: keywordOf.get(hit.keyword)! }] : [])),
      (hit) => hit.logRatio,
    );
    const pieced = api.value.hits;
    const near = (a: { keyword: string; start: number }, b: { keyword: string; start: number }) => a.keyword === b.keyword && Math.abs(a.start - b.start) < 0.3;
    const found = whole.filter((hit) => pieced.some((other) => near(hit, other))).length;
    const twice = pieced.filter((hit, i) => pieced.some((other, j) => j !== i && near(hit, other))).length;
    const rows: BenchRow[] = [{
      name: 'kws speed (pocketsphinx): 10 min WAV, 10 keywords, through the API (upload, job, polls)',
      ours: `${seconds(api.ms)} (${api.value.status}, ${api.value.hits.length} hits)`,
      peer: `${seconds(raw.ms)} raw pocketsphinx_continuous -kws`,
      ratio: ratio(api.ms, raw.ms),
      goal: '<= 1.3x',
    }, {
      name: 'kws long file in 180 s pieces overlapping 5 s (the API) vs one run over the whole file',
      ours: `${pieced.length} hits: ${found} of the one run's found, ${twice} found twice`,
      peer: `${whole.length} hits in one raw run`,
      ratio: '',
      goal: 'the same hits, none twice',
    }];

    const full = await benchHost();
    hosts.push(full.host);
    if (voskInstalled(full.host.app.models)) {
      files = new VoskFiles(await loadVosk(full.host.app.models, processRunner), 1);
      const vosk = files;
      // Its process started and its model loaded before the clock runs, as the host's are after a first search.
      await vosk.unknownWords(['warm']);
      const own = await timed(async () => phraseHits((await vosk.transcribe(wav)).segments.flatMap((s) => s.words), keywords));
      const viaApi = await timed(() => spotThroughApi(full.host, full.token, wav, keywords));
      rows.push({
        name: 'kws speed (vosk): 10 min WAV, 10 keywords, through the API (upload, job, polls)',
        ours: `${seconds(viaApi.ms)} (${viaApi.value.status}, ${viaApi.value.hits.length} hits)`,
        peer: `${seconds(own.ms)} Vosk by hand (its process already started: ${own.value.length} hits)`,
        ratio: ratio(viaApi.ms, own.ms),
        goal: '<= 1.3x',
      });
    }
    return rows;
  } finally {
    files?.close();
    for (const host of hosts) await host.close();
    remove();
  }
}
