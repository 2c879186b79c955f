import { type DescribedError, describeError, followJob, writeFileAtomic } from '@speechdeck/core/cli';
import { type Synthesis, TTS_LIMITS, type TtsClient } from '../../index.ts';
import type { TtsItem } from './plan-inputs.ts';
import { readText } from './read-text.ts';
import type { Manner } from './tts-options.ts';

export interface SynthesisContext {
  tts: TtsClient;
  manner: Manner;
  /** Leave queued syntheses stored on the host instead of deleting them once downloaded. */
  keep: boolean;
  /** Ids of the queued syntheses in flight, for a second Ctrl+C to delete. */
  inFlight: Set<string>;
}

export type Via = 'synthesize' | 'synthesizeQueue';

export type ItemOutcome =
  | { status: 'ok'; via: Via; characters: number; bytes: number; synthesis?: Synthesis; keptId?: string }
  | { status: 'failed'; error: DescribedError; characters?: number; keptId?: string };

/**
 * Makes one item's audio and writes it whole (a temp file renamed into place); never throws, so one
 * bad file never stops a batch. Text the host takes synchronously is synthesized in one call;
 * longer text is queued, polled for its progress, downloaded, then deleted from the user's
 * space unless --keep.
 */
export async function synthesizeItem(item: TtsItem, context: SynthesisContext, onPhase: (phase: string) => void): Promise<ItemOutcome> {
  let characters: number | undefined;
  const queued: { id?: string; kept?: boolean } = {};
  try {
    const text = item.source.kind === 'text' ? item.source.text : await readText(item.source.file);
    characters = text.length;
    if (text.length <= TTS_LIMITS.syncMaxChars) {
      onPhase('synthesizing');
      const audio = await context.tts.synthesize({ ...context.manner, text });
      onPhase('saving');
      await writeFileAtomic(item.output, new Uint8Array(audio));
      return { status: 'ok', via: 'synthesize', characters, bytes: audio.byteLength };
    }
    const { synthesis, bytes } = await synthesizeQueued(text, item.output, context, onPhase, queued);
    return { status: 'ok', via: 'synthesizeQueue', characters, bytes, synthesis, ...(queued.kept ? { keptId: synthesis.id } : {}) };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(characters !== undefined ? { characters } : {}), ...(queued.kept && queued.id ? { keptId: queued.id } : {}) };
  }
}

async function synthesizeQueued(
  text: string,
  output: string,
  context: SynthesisContext,
  onPhase: (phase: string) => void,
  queued: { id?: string; kept?: boolean },
): Promise<{ synthesis: Synthesis; bytes: number }> {
  onPhase('queueing');
  const { id } = await context.tts.synthesizeQueue({ ...context.manner, text });
  queued.id = id;
  context.inFlight.add(id);
  try {
    const synthesis = await followJob(() => context.tts.synthesis(id), onPhase);
    if (synthesis.status === 'failed') throw new Error(synthesis.error ?? 'The synthesis failed on the host.');
    onPhase('downloading');
    const audio = await context.tts.audio(id);
    onPhase('saving');
    await writeFileAtomic(output, new Uint8Array(audio));
    return { synthesis, bytes: audio.byteLength };
  } finally {
    context.inFlight.delete(id);
    // A synthesis that cannot be deleted (the host went away) is reported as kept, so the user can find it.
    queued.kept = context.keep || !(await context.tts.deleteSynthesis(id).then(() => true, () => false));
  }
}
