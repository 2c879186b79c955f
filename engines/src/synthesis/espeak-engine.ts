import type { ProcessRunner } from '@speechdeck/core/server';
import { requireSuccess, voiceListing, withTextFile } from './engine-programs.ts';
import type { SynthesisEngine } from './synthesis-engine.ts';
import type { SynthesisInput, Voice } from './synthesizer.ts';

/** One line of `espeak-ng --voices`. */
interface ListedVoice {
  /** espeak-ng's voice name for `-v`, e.g. 'en-us', 'tr', 'cmn'. */
  code: string;
  name: string;
  gender: 'female' | 'male' | null;
  /** The languages it lists itself for besides its own, with their priority (lower first): `(zh 5)`. */
  others: Map<string, number>;
}

/**
 * Where espeak-ng has several voices for a language and none named by the bare code, the one it
 * ranks first unless told otherwise: English is en-us, not espeak-ng's first choice en-gb:
 * American like flite's voices, and at least as clear through pocketsphinx (round-trip WER 87.3 %
 * each; 74.6 % against 84.5 % in a run whose WAV headers were 34 bytes longer, which shows how
 * fragile espeak-ng's figures are).
 */
const PREFERRED: Record<string, string> = { en: 'en-us' };

const primary = (tag: string) => tag.toLowerCase().split('-')[0]!;
/** ISO 639-1 where there is one, 639-2/3 for the languages without (haw, yue); private codes (piqd) left out. */
const isLanguageCode = (code: string) => /^[a-z]{2,3}$/.test(code);

/** The voices of an `espeak-ng --voices` listing. */
export function parseEspeakListing(listing: string): ListedVoice[] {
  const voices: ListedVoice[] = [];
  for (const line of listing.split('\n')) {
    // Pty, Language, Age/Gender ("--/M"), VoiceName, File, Other Languages.
    const match = /^\s*\d+\s+(\S+)\s+(\S+)\s+(\S+)\s+\S+\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, code, ageGender, name, rest] = match;
    const gender = /\/([MF])$/.exec(ageGender!)?.[1];
    const others = new Map([...rest!.matchAll(/\((\S+)\s+(\d+)\)/g)].map(([, tag, priority]) => [tag!.toLowerCase(), Number(priority)] as const));
    voices.push({ code: code!, name: name!.replace(/_/g, ' ').trim(), gender: gender === 'F' ? 'female' : gender === 'M' ? 'male' : null, others });
  }
  return voices;
}

/**
 * One voice per language: the voice named by the bare code (tr, de, es), else the preferred one,
 * else the one espeak-ng ranks first for the language (fr: fr-fr), else the first that lists the
 * language among its others (zh: cmn, no: nb).
 */
export function voicePerLanguage(voices: readonly ListedVoice[]): Map<string, ListedVoice> {
  const chosen = new Map<string, { voice: ListedVoice; rank: number }>();
  const offer = (language: string, voice: ListedVoice, rank: number) => {
    if (!isLanguageCode(language)) return;
    const held = chosen.get(language);
    if (!held || rank < held.rank) chosen.set(language, { voice, rank });
  };
  for (const voice of voices) {
    const language = primary(voice.code);
    const code = voice.code.toLowerCase();
    offer(language, voice, code === language || PREFERRED[language] === code ? 0 : 100 + (voice.others.get(language) ?? 50));
    for (const [tag, priority] of voice.others) offer(primary(tag), voice, 1000 + priority);
  }
  return new Map([...chosen].sort(([a], [b]) => a.localeCompare(b)).map(([language, { voice }]) => [language, voice]));
}

/**
 * espeak-ng's speed is in words per minute, 175 its default; 80-450 its range, which rates
 * 0.5-2 stay within.
 */
const wordsPerMinute = (rate: number) => Math.round(Math.min(450, Math.max(80, 175 * rate)));

/**
 * espeak-ng's pitch, 0-99 around its default 50, from semitones. espeak-ng scales its base pitch
 * by 2^((p-50)/50) but keeps the intonation range, so the pitch heard moves less: measured (median
 * f0 of en-us and tr speech) 0 -> -7.1, 20 -> -4.5, 80 -> +5.2, 99 -> +8.9 semitones: about 8
 * semitones per 50 steps (a little more above 50, less below). Beyond what 0 and 99 reach, it
 * stays there.
 */
const espeakPitch = (semitones: number) => Math.round(Math.min(99, Math.max(0, 50 + (semitones * 50) / 8)));

/**
 * espeak-ng's phoneme input: text between `[[` and `]]` is read as phoneme mnemonics even
 * without `-m`. Splitting the brackets reads user text as text. (SSML and other `<tags>` are only
 * interpreted with `-m`, which is never given: they are spoken as text.)
 */
export const espeakText = (text: string) => text.replace(/\[\[/g, '[ [').replace(/\]\]/g, '] ]');

/**
 * espeak-ng (GPL-3, run as a separate program): Turkish and every other language it has, one voice
 * each, named `espeak-ng:<language>`.
 */
export class EspeakEngine implements SynthesisEngine {
  readonly id = 'espeak-ng';
  readonly voices: readonly Voice[];
  readonly unavailable?: string;
  private readonly codes = new Map<string, string>();

  constructor(
    private readonly processes: ProcessRunner,
    private readonly bin: string,
  ) {
    const listing = processes.isInstalled(bin) ? voiceListing(bin, ['--voices']) : undefined;
    if (listing === undefined) this.unavailable = 'espeak-ng is not installed on the server (apt-get install espeak-ng).';
    this.voices = [...voicePerLanguage(parseEspeakListing(listing ?? ''))].map(([language, voice]) => {
      const id = `espeak-ng:${language}`;
      this.codes.set(id, voice.code);
      return { id, name: voice.name, language, gender: voice.gender, engine: this.id, isDefault: true };
    });
  }

  async synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void> {
    const code = this.codes.get(voice.id);
    if (!code) throw new Error(`espeak-ng has no voice ${voice.id}`);
    await withTextFile(outWav, espeakText(input.text), async (textFile) => {
      const args = ['-v', code, '-s', String(wordsPerMinute(input.rate)), '-p', String(espeakPitch(input.pitch)), '-b', '1', '-f', textFile, '-w', outWav];
      const result = await this.processes.run(this.bin, args, { name: 'espeak-ng', installHint: 'apt-get install espeak-ng', signal, timeoutMs: 5 * 60 * 1000 });
      requireSuccess(result, 'espeak-ng');
    });
  }
}
