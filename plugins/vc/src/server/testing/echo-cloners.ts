import { copyFile } from 'node:fs/promises';
import { clonersFromSettings, clonerSettings, type ClonerDeps, type VoiceCloners } from '../engines/cloner-settings.ts';
import type { VoiceCloner } from '../engines/voice-cloner.ts';

/** The base voice echo engines report, so a test sees the engine's report carried through. */
export const ECHO_BASE_VOICE = 'echo:reference';
/** The unmatched similarity echo engines report. */
export const ECHO_UNMATCHED_SIMILARITY = 0.5;

/** Never reached: echo engines take only the real engines' ids and names, and a host without a remote server builds no remote engine. */
const UNUSED_DEPS = new Proxy({} as ClonerDeps, {
  get: (_, name) => {
    throw new Error(`echo cloners use no engine tools (asked for ${String(name)})`);
  },
});

export interface EchoCloners {
  cloners: VoiceCloners;
  /** Every piece of text spoken, in order. */
  said: string[];
  /** Called before each piece is spoken: a test may hold a piece (until the signal aborts, or it lets go). */
  beforeSpeaking?: (text: string, signal?: AbortSignal) => Promise<void>;
}

/**
 * Cloning engines that answer at once, for tests of the routes and the job. They are the engines a
 * host without a remote server serves (the same list, default and refusals, from
 * clonersFromSettings), but each "speaks" every piece of text as the reference recording itself
 * (16 kHz mono, as read), as the XTTS double does: the output is real speech, measured for the
 * report like any other, in no time.
 */
export function echoCloners(): EchoCloners {
  const real = clonersFromSettings(clonerSettings.parse({}), UNUSED_DEPS);
  const echo: EchoCloners = { said: [], cloners: { list: () => real.list(), pick: (id) => echoing(real.pick(id)) } };
  const echoing = ({ id, name }: VoiceCloner): VoiceCloner => ({
    id,
    name,
    prepare: async ({ reference, signal }) => {
      signal?.throwIfAborted();
      return {
        baseVoice: ECHO_BASE_VOICE,
        unmatchedSimilarity: ECHO_UNMATCHED_SIMILARITY,
        speak: async (text, outWav, options) => {
          echo.said.push(text);
          await echo.beforeSpeaking?.(text, options.signal);
          options.signal?.throwIfAborted();
          await copyFile(reference.wavPath, outWav);
        },
      };
    },
  });
  return echo;
}
