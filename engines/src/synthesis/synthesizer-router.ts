import { rm } from 'node:fs/promises';
import { EngineFailedError, EngineUnavailableError, HttpError, readWavInfo } from '@speechdeck/core/server';
import type { SynthesisEngine } from './synthesis-engine.ts';
import { SYNTHESIS_LIMITS } from '@speechdeck/core';
import { type SpeechSynthesizer, type SynthesisInput, type Voice } from './synthesizer.ts';

/** How many languages or voices a refusal names before it says how many more there are. */
const NAMED = 10;
/** The dashboard's own languages lead the list of what is served; the rest follow alphabetically. */
const FIRST_NAMED = ['en', 'tr'];

const quote = (text: string) => `'${text.length > 60 ? `${text.slice(0, 60)}...` : text}'`;

function someOf(items: readonly string[]): string {
  if (items.length === 0) return 'none';
  const shown = items.slice(0, NAMED).join(', ');
  return items.length > NAMED ? `${shown}, … (${items.length - NAMED} more)` : shown;
}

const refuse = (message: string) => new EngineUnavailableError(message, 422);

/**
 * The host's SpeechSynthesizer: every engine's voices in one list, each language's default voice
 * (the first engine, in the order given, that has its own choice for the language), and each call
 * sent to its voice's engine.
 */
export class SynthesizerRouter implements SpeechSynthesizer {
  private readonly list: readonly Voice[];
  private readonly engines: ReadonlyMap<string, SynthesisEngine>;
  private readonly languages: readonly string[];

  /** `engines` in the order they are preferred for a language's default voice. */
  constructor(engines: readonly SynthesisEngine[]) {
    this.engines = new Map(engines.map((engine) => [engine.id, engine]));
    const all = engines.flatMap((engine) => engine.voices);
    const defaults = new Map<string, string>();
    for (const voice of all) if (voice.isDefault && !defaults.has(voice.language)) defaults.set(voice.language, voice.id);
    for (const voice of all) if (!defaults.has(voice.language)) defaults.set(voice.language, voice.id);
    this.list = all.map((voice) => ({ ...voice, isDefault: defaults.get(voice.language) === voice.id }));
    const served = [...defaults.keys()];
    this.languages = [...FIRST_NAMED.filter((l) => defaults.has(l)), ...served.filter((l) => !FIRST_NAMED.includes(l)).sort()];
  }

  voices(): Voice[] {
    return [...this.list];
  }

  pick(language: string, voiceId?: string): Voice {
    const code = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(code)) throw refuse(`${quote(language)} is not a language code: use an ISO 639-1 code such as 'en' or 'tr'.`);
    if (this.list.length === 0) {
      const reasons = [...this.engines.values()].map((engine) => engine.unavailable).filter(Boolean);
      throw new EngineUnavailableError(`No speech synthesizer can run here. ${reasons.join(' ')}`.trim(), 503);
    }
    const ofLanguage = this.list.filter((voice) => voice.language === code);
    const servedHint = ofLanguage.length > 0 ? `Voices for '${code}': ${someOf(ofLanguage.map((v) => v.id))}.` : `Served languages: ${someOf(this.languages)}.`;
    if (voiceId === undefined || voiceId.trim() === '') {
      const voice = ofLanguage.find((v) => v.isDefault);
      if (voice) return voice;
      throw refuse(`No voice for '${code}'. ${servedHint}`);
    }
    const id = voiceId.trim();
    const voice = ofLanguage.find((v) => v.id === id);
    if (voice) return voice;
    const unavailable = this.engines.get(id.split(':')[0]!)?.unavailable;
    if (unavailable) throw new EngineUnavailableError(unavailable, 503);
    const speaks = this.list.filter((v) => v.id === id).map((v) => v.language);
    if (speaks.length > 0) throw refuse(`The voice ${quote(id)} speaks ${speaks.join(', ')}, not '${code}'. ${servedHint}`);
    throw refuse(`No voice ${quote(id)}. ${servedHint}`);
  }

  async synthesize(input: SynthesisInput, outWav: string, options: { signal?: AbortSignal } = {}): Promise<{ voice: Voice; durationSec: number }> {
    const voice = this.pick(input.language, input.voice);
    if (input.text.trim() === '') throw new HttpError(400, 'There is no text to synthesize.');
    const { rate, pitch } = SYNTHESIS_LIMITS;
    if (!(input.rate >= rate.min && input.rate <= rate.max)) throw new HttpError(400, `The rate must be between ${rate.min} and ${rate.max}.`);
    if (!(input.pitch >= pitch.min && input.pitch <= pitch.max)) throw new HttpError(400, `The pitch must be between ${pitch.min} and ${pitch.max} semitones.`);
    const engine = this.engines.get(voice.engine)!;
    try {
      await engine.synthesize(voice, input, outWav, options.signal);
      const info = await readWavInfo(outWav).catch((error: unknown) => {
        throw new EngineFailedError(`The speech synthesizer (${engine.id}) wrote no usable audio.`, 502, { cause: error });
      });
      if (info.channels !== 1) throw new EngineFailedError(`The speech synthesizer (${engine.id}) wrote ${info.channels} channels, not one.`);
      return { voice, durationSec: info.durationSec };
    } catch (error) {
      await rm(outWav, { force: true });
      throw error;
    }
  }
}
