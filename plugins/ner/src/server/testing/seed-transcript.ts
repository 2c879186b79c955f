import { join } from 'node:path';
import { generateMedia, startTestHost, type TestHost } from '@speechdeck/testing';
import { workspaceServerPlugin, type ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import { storeResult, type ResultsAccess } from '@speechdeck/plugin-workspace/testing';
import { nerServerPlugin } from '../index.ts';

export { resultsAccess } from '@speechdeck/plugin-workspace/testing';

/** A host with the workspace and this plugin, and `access` to its results store. */
export const startNerHost = (access: ResultsAccess) => startTestHost({ plugins: [workspaceServerPlugin, nerServerPlugin, access.plugin] });

/** A segment as pocketsphinx writes one: lower case, no punctuation, a time per word (0.5 s each from `start`). */
export function spokenSegment(position: number, start: number, sent: string): RecognizedSegment {
  const words = sent.split(' ').map((w, i) => ({ w, start: start + i * 0.5, end: start + i * 0.5 + 0.4 }));
  return { position, start, end: words[words.length - 1]!.end, spk: null, sent, kw: [], oa: null, words };
}

/**
 * A finished transcript in a user's workspace, with a real audio file (a tone) to play: stored
 * through the workspace's results store as a recognition stores one, without running a
 * recognizer, so the text and word times are known to the test.
 */
export async function seedTranscript(host: TestHost, results: ResultsStore, userId: number, processId: string, fn: string, language: string, segments: RecognizedSegment[]): Promise<void> {
  const { media } = host.app;
  const tone = join(media.workDir(userId), `${processId}.wav`);
  generateMedia('sine=frequency=440:sample_rate=16000', tone, Math.ceil(segments[segments.length - 1]!.end) + 1);
  const mediaKey = await media.keep(userId, tone);
  await storeResult(results, userId, processId, fn, segments, { language, mediaKey });
}
