import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type AsrEngine, type Transcript } from '@speechdeck/engines/recognition';
import { muteSpans, PII_KINDS, STRUCTURED_KINDS, redactTranscript, type PiiKind } from '@speechdeck/engines/redaction';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { WhisperRecognizer } from '@speechdeck/engines/whisper';
import { audioTools, processRunner, spokenSentence, tempDir, type Voice } from '@speechdeck/testing';
import { WhisperAsrEngine } from '../engines/src/recognition/whisper-asr-engine.ts';
import { synthesizerFromSettings, synthesizerSettings } from '../engines/src/synthesis/synthesizer-from-settings.ts';
import type { SpeechSynthesizer } from '../engines/src/synthesis/synthesizer.ts';
import { digitRuns } from '../engines/src/redaction/digit-runs.ts';
import { tokensOf } from '../engines/src/redaction/pii-tokens.ts';
import { ENGLISH_FRESH, ENGLISH_FRESH_2, ENGLISH_FRESH_3, ENGLISH_FRESH_4, ENGLISH_FRESH_5, ENGLISH_HELD_OUT, TURKISH_HELD_OUT } from '../engines/src/redaction/testing/held-out-sentences.ts';
import { markedSentence, scoreOnText, type KindScore, type MarkedSentence } from '../engines/src/redaction/testing/marked-pii.ts';
import { spokenForm } from '../engines/src/redaction/testing/spoken-form.ts';
import type { BenchRow } from './bench-host.ts';

/**
 * `pnpm bench redaction`: personal data found in the held-out sentences written for it (34 English,
 * 33 Turkish; engines/src/redaction/testing/held-out-sentences.ts), recall and precision per kind.
 * On text, both languages: the sentences as written, and in a speech-like form (lower case, no
 * punctuation, numbers spelled as said). English also as speech: each sentence said by flite's slt,
 * awb and rms and Piper's joe (where installed; one saying each, Piper draws fresh noise every time),
 * recognized by Whisper tiny.en, redacted as recognition with `redact=true` does, its
 * audio silenced, and the silenced audio recognized again: how many of the items Whisper heard the
 * first time it still hears. Turkish is measured on text only: Whisper base, its one local recognizer,
 * hears espeak-ng's Turkish (the only Turkish voice here) too poorly for a figure to mean anything.
 */
type SpeakingVoice = Voice | 'piper:joe';
const VOICES: readonly SpeakingVoice[] = ['flite:slt', 'flite:awb', 'flite:rms', 'piper:joe'];
/** The sets measured: the held-out ones, and the English ones each written after the sets before it informed the rules. */
const SETS = [
  ['en', 'en held-out', ENGLISH_HELD_OUT], ['en', 'en fresh', ENGLISH_FRESH], ['en', 'en fresh 2', ENGLISH_FRESH_2], ['en', 'en fresh 3', ENGLISH_FRESH_3], ['en', 'en fresh 4', ENGLISH_FRESH_4],
  ['en', 'en fresh 5', ENGLISH_FRESH_5],
  ['tr', 'tr held-out', TURKISH_HELD_OUT],
] as const;
const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
const goalOf = (kind: PiiKind | 'ALL') => (STRUCTURED_KINDS.includes(kind as PiiKind) ? 'R ≥ 95 %' : kind === 'PERSON' ? 'R ≥ 90 %' : '');

function kindRows(name: string, scores: readonly KindScore[]): BenchRow[] {
  return scores.map((row) => ({
    name: `${name} ${row.kind}`,
    ours: `R ${row.recalled}/${row.gold} ${pct(row.recalled, row.gold)}, P ${row.correct}/${row.found} ${pct(row.correct, row.found)}`,
    peer: '',
    ratio: '',
    goal: goalOf(row.kind),
  }));
}

/** The digits said or written in a text, run by run ("five five five, 1234" -> "5551234"). */
function digitStreams(words: readonly string[], language: string): string[] {
  return digitRuns(tokensOf(words, language)).map((run) => run.groups.map((g) => g.digits).join(''));
}

const STREET_WORDS = new Set(['street', 'avenue', 'lane', 'road', 'drive']);
const wordsOf = (text: string) => text.toLowerCase().split(/[\s.,;:!?@_-]+/).filter(Boolean);

/** Whether an item can still be read in a transcript: six of its digits in a row, or one of its name words. */
function stillHeard(item: MarkedSentence['items'][number], transcript: string): boolean {
  const heard = wordsOf(transcript);
  const itemDigits = digitStreams(item.text.split(' '), 'en').join('');
  if (itemDigits.length >= 4) {
    const streams = digitStreams(transcript.split(/\s+/), 'en');
    const size = Math.min(6, itemDigits.length);
    for (let at = 0; at + size <= itemDigits.length; at++) if (streams.some((s) => s.includes(itemDigits.slice(at, at + size)))) return true;
  }
  const names = wordsOf(item.text).filter((w) => /^\p{L}{3,}$/u.test(w) && !STREET_WORDS.has(w) && !['dot', 'at', 'underscore', 'com', 'net', 'org', 'of'].includes(w) && tokensOf([w], 'en')[0]!.number === undefined);
  return names.some((name) => heard.includes(name));
}

interface SpeechScore {
  counts: Map<PiiKind | 'ALL', KindScore>;
  /** Items Whisper heard in the sentence as said. */
  heardBefore: number;
  /** Of those, items the redacted text still has (not found). */
  leftInText: number;
  /** Of those taken out of the text, items heard again in the silenced audio (the goal: none). */
  redactedHeardAgain: number;
  items: number;
  /** Structured items (phones, e-mails, cards, IBANs, identity numbers), and those taken out under any of their tags ("[CARD]" for an IBAN whose country was misheard). */
  structured: number;
  structuredTaken: number;
}

/** A sentence said by a flite voice, or by Piper's joe through our synthesizer, as a 16 kHz WAV kept in `dir`. */
async function said(dir: string, voice: SpeakingVoice, text: string, name: string, synthesizer: SpeechSynthesizer): Promise<string> {
  if (voice !== 'piper:joe') return spokenSentence(dir, voice, text, name);
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, `${name}-piper-joe.wav`);
  if (existsSync(wav)) return wav;
  const raw = `${wav}.raw.wav`;
  await synthesizer.synthesize({ text, language: 'en', voice, rate: 1, pitch: 0 }, raw);
  await audioTools.toWav16kMono(raw, wav);
  rmSync(raw, { force: true });
  return wav;
}

async function speechScore(dir: string, voice: SpeakingVoice, sentences: readonly MarkedSentence[], whisper: AsrEngine, synthesizer: SpeechSynthesizer): Promise<SpeechScore> {
  const counts = new Map<PiiKind | 'ALL', KindScore>([...PII_KINDS, 'ALL' as const].map((kind) => [kind, { kind, gold: 0, found: 0, recalled: 0, correct: 0 }]));
  const score: SpeechScore = { counts, heardBefore: 0, leftInText: 0, redactedHeardAgain: 0, items: 0, structured: 0, structuredTaken: 0 };
  for (const [i, sentence] of sentences.entries()) {
    const wav = await said(dir, voice, sentence.text, `redaction-${i}`, synthesizer);
    const transcript = await whisper.transcribe(wav, { language: 'en' });
    const text = transcript.segments.map((s) => s.text).join(' ');
    const redacted = redactTranscript(transcript.segments.map((s: Transcript['segments'][number]) => ({ start: s.start, end: s.end, sent: s.text, words: s.words })), 'en');
    const structuredGold = sentence.items.filter((item) => STRUCTURED_KINDS.includes(item.kind)).length;
    score.structured += structuredGold;
    score.structuredTaken += Math.min(structuredGold, STRUCTURED_KINDS.reduce((sum, kind) => sum + redacted.counts[kind], 0));
    for (const kind of PII_KINDS) {
      const gold = sentence.items.filter((item) => item.kind === kind).length;
      const found = redacted.counts[kind];
      for (const key of [kind, 'ALL' as const]) {
        const row = counts.get(key)!;
        row.gold += gold;
        row.found += found;
        row.recalled += Math.min(gold, found);
        row.correct += Math.min(gold, found);
      }
    }
    const muted = join(dir, `redaction-${i}-${voice.replace(':', '-')}-muted.wav`);
    await muteSpans(processRunner, wav, muted, redacted.spans);
    const again = (await whisper.transcribe(muted, { language: 'en' })).segments.map((s) => s.text).join(' ');
    const redactedText = redacted.segments.map((s) => s.sent).join(' ');
    for (const item of sentence.items) {
      score.items++;
      if (!stillHeard(item, text)) continue;
      score.heardBefore++;
      if (stillHeard(item, redactedText)) score.leftInText++;
      else if (stillHeard(item, again)) score.redactedHeardAgain++;
    }
    if (process.env.SPEECHDECK_BENCH_VERBOSE && PII_KINDS.some((kind) => sentence.items.filter((item) => item.kind === kind).length !== redacted.counts[kind])) {
      console.error(`${voice}: ${sentence.text}\n  heard:    ${text}\n  redacted: ${redactedText}\n  again:    ${again}`);
    }
  }
  return score;
}

export async function benchRedaction(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [language, name, set] of SETS) {
    const written = set.map(markedSentence);
    rows.push(...kindRows(`redaction ${name} text as written`, scoreOnText(written, language)));
    rows.push(...kindRows(`redaction ${name} text speech-like`, scoreOnText(written.map((s) => spokenForm(s, language)), language)));
  }
  if (!whisperInstalled()) {
    rows.push({ name: 'redaction en speech (Whisper)', ours: 'skipped: Whisper is not installed (python3 scripts/install_models.py)', peer: '', ratio: '', goal: '' });
    return rows;
  }
  const { dir, remove } = tempDir('bench-redaction');
  const recognizer = new WhisperRecognizer({ processes: processRunner, models: checkoutModels(), size: 1 });
  const synthesizer = synthesizerFromSettings(synthesizerSettings.parse({}), { processes: processRunner, models: checkoutModels() });
  const voices = VOICES.filter((voice) => voice !== 'piper:joe' || synthesizer.voices().some((v) => v.id === voice));
  try {
    const whisper: AsrEngine = new WhisperAsrEngine(recognizer);
    for (const [, name, set] of SETS.filter(([language]) => language === 'en')) {
      for (const voice of voices) {
        // Each set in a folder of its own: a sentence's audio is kept by its place in its set.
        const score = await speechScore(join(dir, name.replace(/\W+/g, '-')), voice, set.map(markedSentence), whisper, synthesizer);
        rows.push(...kindRows(`redaction ${name} Whisper ${voice}`, [...score.counts.values()].filter((row) => row.gold > 0 || row.found > 0)));
        rows.push({
          name: `redaction ${name} Whisper ${voice} structured, any tag`,
          ours: `${score.structuredTaken}/${score.structured} ${pct(score.structuredTaken, score.structured)} taken out (the per-kind rows count a tag only where it is the item's own)`,
          peer: '', ratio: '', goal: 'R ≥ 95 %',
        });
        rows.push({
          name: `redaction ${name} Whisper ${voice} items still heard`,
          ours: `heard by Whisper ${score.heardBefore}/${score.items}; of those not found (left in the text) ${score.leftInText}, found and heard again in the silenced audio ${score.redactedHeardAgain}`,
          peer: '', ratio: '', goal: '0 heard again',
        });
      }
    }
  } finally {
    recognizer.close();
    remove();
  }
  return rows;
}
