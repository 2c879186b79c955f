import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { scratchName, type ProcessRunner } from '@speechdeck/core/server';
import { requireSuccess, voiceListing, withTextFile } from './engine-programs.ts';
import { shiftPitch } from './shift-pitch.ts';
import { engineVoiceName, type SynthesisEngine } from './synthesis-engine.ts';
import type { SynthesisInput, Voice } from './synthesizer.ts';

/**
 * Debian's flite voices, the default first, then by round-trip word error rate (`pnpm bench
 * tts-quality`: the LibriVox transcripts synthesized, recognized by pocketsphinx): slt 28.2 %,
 * rms 26.8 %, awb 39.4 %, kal16 47.9 %, kal 94.4 % (8 kHz: nothing above 4 kHz for a 16 kHz
 * recognizer; people understand it). `ownPitch`: flite moves the voice's f0 itself (`f0_shift`); rms ignores
 * f0_shift and int_f0_target_mean alike (measured: the same 104 Hz whatever the setting).
 */
const KNOWN_VOICES: Record<string, { name: string; gender: 'female' | 'male'; ownPitch: boolean }> = {
  slt: { name: 'SLT (US English, female)', gender: 'female', ownPitch: true },
  rms: { name: 'RMS (US English, male)', gender: 'male', ownPitch: false },
  awb: { name: 'AWB (Scottish English, male)', gender: 'male', ownPitch: true },
  kal16: { name: 'KAL (US English, male, 16 kHz)', gender: 'male', ownPitch: true },
  kal: { name: 'KAL (US English, male, 8 kHz)', gender: 'male', ownPitch: true },
};
const ORDER = Object.keys(KNOWN_VOICES);

/**
 * English's default voice. slt and rms are a word apart (of 71); slt is the one whose pitch flite
 * moves itself, at little cost, where rms has to be shifted afterwards, at a large one.
 */
const FLITE_DEFAULT_VOICE = 'slt';

/**
 * The voice names in `flite -lv` ("Voices available: kal awb_time kal16 awb rms slt"), known ones
 * first in their order. Limited-domain voices (`awb_time`) can only say the time: left out.
 */
export function parseFliteVoices(listing: string): string[] {
  const names = (/Voices available:(.*)/.exec(listing)?.[1] ?? '').trim().split(/\s+/).filter((name) => name && !name.endsWith('_time'));
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b));
}

/** Letters flite's English front end reads, for characters NFKD does not take apart. */
const LATIN: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', þ: 'th' };

/**
 * The text as the ASCII flite reads: it takes bytes, so "café" would lose its "é" and a curly
 * quote would become noise. Accents go (café -> cafe), typographic marks become their ASCII
 * forms, and anything else non-ASCII becomes a space.
 */
export function fliteText(text: string): string {
  return text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[–—―]/g, ', ')
    .replace(/[ıßæÆœŒøØłŁđĐðþ]/g, (c) => LATIN[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\n\t]/g, ' ');
}

/**
 * Debian's flite (BSD-style licence), run as a program: English. Rate by flite's
 * `duration_stretch`; pitch by its `f0_shift`, which keeps the voice nearly as clear (slt at +6 /
 * -6 semitones: 38.0 % / 33.8 % round-trip WER against 29.6 % unshifted, in one run), where
 * shifting the audio afterwards made it far worse (rubberband, formants kept: 97 % / 68 %; sox
 * pitch: 99 % / 86 %). Only voices flite cannot shift (rms) are shifted afterwards.
 */
export class FliteEngine implements SynthesisEngine {
  readonly id = 'flite';
  readonly voices: readonly Voice[];
  readonly unavailable?: string;

  constructor(
    private readonly processes: ProcessRunner,
    private readonly bin: string,
  ) {
    const listing = processes.isInstalled(bin) ? voiceListing(bin, ['-lv']) : undefined;
    if (listing === undefined) this.unavailable = 'flite is not installed on the server (apt-get install flite).';
    this.voices = parseFliteVoices(listing ?? '').map((name) => ({
      id: `flite:${name}`,
      name: KNOWN_VOICES[name]?.name ?? name,
      language: 'en',
      gender: KNOWN_VOICES[name]?.gender ?? null,
      engine: this.id,
      isDefault: name === FLITE_DEFAULT_VOICE,
    }));
  }

  async synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void> {
    const name = engineVoiceName(voice);
    const ownPitch = KNOWN_VOICES[name]?.ownPitch ?? true;
    const args = ['-voice', name, '--setf', `duration_stretch=${(1 / input.rate).toFixed(4)}`];
    if (input.pitch !== 0 && ownPitch) args.push('--setf', `f0_shift=${(2 ** (input.pitch / 12)).toFixed(4)}`);
    const shiftAfter = input.pitch !== 0 && !ownPitch;
    // An absolute path: flite takes the output names "play" and "none" as orders.
    const target = shiftAfter ? join(dirname(resolve(outWav)), scratchName('flite')) : resolve(outWav);
    try {
      await withTextFile(outWav, fliteText(input.text), async (textFile) => {
        const result = await this.processes.run(this.bin, [...args, '-f', textFile, '-o', target], {
          name: 'flite',
          installHint: 'apt-get install flite',
          signal,
          timeoutMs: 5 * 60 * 1000,
        });
        requireSuccess(result, 'flite');
      });
      if (shiftAfter) await shiftPitch(this.processes, target, outWav, input.pitch, { signal });
    } finally {
      if (shiftAfter) await rm(target, { force: true });
    }
  }
}
