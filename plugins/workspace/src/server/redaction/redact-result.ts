import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { scratchName, type MediaStorage, type ProcessRunner } from '@speechdeck/core/server';
import { muteSpans, PII_KINDS, redactTranscript, type PiiKind } from '@speechdeck/engines/redaction';
import type { RecognitionResult } from '../../index.ts';
import type { ResultsStore } from '../store/results-store.ts';

export interface RedactionDeps {
  results: ResultsStore;
  media: MediaStorage;
  processes: ProcessRunner;
}

/** A result to redact: stored (the workspace's Redact), or just recognized and not stored yet (recognition with `redact=true`). */
export type Redactable = Omit<RecognitionResult, 'text'> & { mediaKey: string };

export interface Redacted {
  result: RecognitionResult;
  /** Findings per kind. */
  found: Record<PiiKind, number>;
  /** The process id the unredacted original is kept under (the owner's only), or null when it was dropped. */
  originalProcessId: string | null;
}

/**
 * Redacts a result in place: its transcript's personal data replaced by tags (the engine layer's
 * `redactTranscript`), its audio rewritten with those spans silent (`muteSpans`, ffmpeg streaming
 * the file), stored anew under the same process id, and the unredacted audio removed unless another
 * result uses the same file. With `keepOriginal` the original text and audio are first copied into
 * a result of their own (`<id>-original`, the owner's like any result); without it nothing of
 * them is left. Used by the workspace's Redact call and by stt's recognition with `redact=true`.
 */
export async function redactResult(deps: RedactionDeps, stored: Redactable, options: { keepOriginal: boolean; signal?: AbortSignal }): Promise<Redacted> {
  const { results, media } = deps;
  const { userId, processId } = stored;
  const originalProcessId = options.keepOriginal ? await keepOriginal(deps, stored) : null;
  const redacted = redactTranscript(stored.segments, stored.language);
  let mediaKey = stored.mediaKey;
  if (redacted.spans.length > 0) {
    // Written as scratch (swept if the process dies here), then stored under a key of its own.
    const local = join(media.workDir(userId), scratchName('redacted'));
    try {
      await media.withLocal(stored.mediaKey, (path) => muteSpans(deps.processes, path, local, redacted.spans, { signal: options.signal }), { signal: options.signal });
      mediaKey = media.newKey(userId, 'wav');
      await media.put(mediaKey, local);
    } finally {
      await rm(local, { force: true });
    }
  }
  const notes = [...stored.notes.filter((note) => !note.startsWith(NOTE_START)), noteOf(redacted.counts, originalProcessId)];
  const { result, previousMediaKey, stillUsed } = await results.replace(userId, processId, {
    language: stored.language, duration: stored.duration, engine: stored.engine ?? '', segments: redacted.segments, notes, mediaKey,
  });
  if (previousMediaKey !== mediaKey && !stillUsed) await media.remove(previousMediaKey).catch(() => {});
  return { result, found: redacted.counts, originalProcessId };
}

const NOTE_START = 'Personal data redacted';

/** What the result says about its redaction, for the page and the CLI. */
function noteOf(counts: Record<PiiKind, number>, originalProcessId: string | null): string {
  const found = PII_KINDS.filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${kind}`);
  const what = found.length > 0 ? `${found.join(', ')}: replaced by tags in the text, silenced in the audio` : 'none was found';
  const original = originalProcessId ? `the original is kept as '${originalProcessId}' (yours only)` : 'the original text and audio were dropped';
  return `${NOTE_START} (${what}); ${original}.`;
}

/** Copies the unredacted text and audio into a result of their own, under the first free `<id>-original[-n]`. */
async function keepOriginal({ results, media }: RedactionDeps, stored: Redactable): Promise<string> {
  const copyKey = media.newKey(stored.userId, stored.mediaKey.split('.').pop() ?? 'media');
  await media.copy(stored.mediaKey, copyKey);
  for (let n = 1; ; n++) {
    const processId = `${stored.processId}-original${n > 1 ? `-${n}` : ''}`;
    const { created } = await results.create({ processId, userId: stored.userId, fn: `${stored.fn} (original)`, options: stored.options, mediaKey: copyKey, duration: stored.duration });
    if (!created) continue;
    await results.complete(stored.userId, processId, {
      language: stored.language, duration: stored.duration, engine: stored.engine ?? '', segments: stored.segments, notes: stored.notes,
    });
    return processId;
  }
}
