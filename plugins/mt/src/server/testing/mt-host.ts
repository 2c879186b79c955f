import type { ServerPlugin } from '@speechdeck/core/server';
import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { resultsAccess, storeResult, type ResultsAccess } from '@speechdeck/plugin-workspace/testing';
import { startTestHost, type TestHost, type TestHostOptions } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { Translation } from '../../contract/mt-api.ts';
import { mtServerPlugin } from '../index.ts';

/** What a test host needs to translate transcripts and export them: this plugin, the workspace, and recognition. */
export const mtPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, mtServerPlugin] as const;

/** What a test host needs to translate text and the transcripts in the workspace. */
export const translatePlugins = [workspaceServerPlugin, mtServerPlugin] as const;

/** A LibriVox clip that recognition with speakers cuts into four segments (S1-S4) on the engines without models (pocketsphinx, the MFCC diarizer). */
export const FOUR_SEGMENT_CLIP = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

const accesses = new WeakMap<TestHost['app'], ResultsAccess>();

/**
 * A test host with `plugins` (default translatePlugins) and a hand on its results store, so that
 * transcriptOf can put transcripts in its workspace.
 */
export async function startMtHost(options: TestHostOptions & { plugins?: readonly ServerPlugin[] } = {}): Promise<TestHost> {
  const access = resultsAccess();
  const host = await startTestHost({ ...options, plugins: [...(options.plugins ?? translatePlugins), access.plugin] });
  accesses.set(host.app, access);
  return host;
}

/** Where the four segments of a transcript lie, and who says each: as recognition with speakers cuts the LibriVox clip. */
const SEGMENT_TIMES = [[0.15, 1.83, 'S1'], [1.83, 3.44, 'S2'], [3.45, 5.55, 'S3'], [5.56, 7.04, 'S4']] as const;
let made = 0;

/**
 * A finished transcript in the user's workspace of a host started by startMtHost, with `texts` as
 * its four segments (as a person would have corrected a recognition), stored as recognition stores
 * one, without running a recognizer.
 */
export async function transcriptOf(host: TestHost, userId: number, texts: readonly string[]): Promise<RecognitionResult> {
  const access = accesses.get(host.app);
  if (!access) throw new Error('transcriptOf needs a host started by startMtHost');
  if (texts.length !== SEGMENT_TIMES.length) throw new Error(`a transcript has ${SEGMENT_TIMES.length} segments, not ${texts.length}`);
  const lines = texts.map((text, i) => [SEGMENT_TIMES[i]![0], SEGMENT_TIMES[i]![1], SEGMENT_TIMES[i]![2], text] as const);
  return storeResult(access.store(), userId, `meeting-${++made}`, 'meeting.wav', lines);
}

/** POST /api/mt/translate as a client sends it. */
export async function translate(host: TestHost, token: string, body: unknown): Promise<{ status: number; body: Translation & { message?: string; fields?: Record<string, string> } }> {
  const response = await fetch(`${host.url}/api/mt/translate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Translation & { message?: string } };
}
