import { speakerServerPlugin } from '@speechdeck/plugin-speaker/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { Translation } from '../../contract/mt-api.ts';
import { mtServerPlugin } from '../index.ts';

/** What a test host needs to translate transcripts: this plugin, the workspace, and recognition to make transcripts with. */
export const mtPlugins = [workspaceServerPlugin, speakerServerPlugin, sttServerPlugin, mtServerPlugin] as const;

/** A LibriVox clip that recognition with speakers cuts into four segments (S1-S4). */
export const FOUR_SEGMENT_CLIP = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

/**
 * A transcript in the user's workspace, as a person would make one: the clip recognized with
 * speakers, then each segment's text corrected to `texts` (as many as its segments).
 */
export async function transcriptOf(host: TestHost, token: string, texts: readonly string[]): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?isDiarize=true`, token, FOUR_SEGMENT_CLIP, 'meeting.wav');
  if (status !== 200) throw new Error(`recognition answered ${status}: ${JSON.stringify(body)}`);
  const recognized = body as unknown as RecognitionResult;
  if (recognized.segments.length !== texts.length) throw new Error(`the clip has ${recognized.segments.length} segments, not ${texts.length}`);
  let edited = recognized;
  for (const [position, text] of texts.entries()) {
    const query = new URLSearchParams({ processId: recognized.processId, position: String(position), text });
    const response = await fetch(`${host.url}/api/elastic/editResponseFromElastic?${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`editing segment ${position} answered ${response.status}`);
    edited = (await response.json()) as RecognitionResult;
  }
  return edited;
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
