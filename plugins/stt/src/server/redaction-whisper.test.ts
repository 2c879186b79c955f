import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { confirmedUser, librivoxClips, startTestHost, tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * Redaction end to end with the real Whisper tiny.en: a LibriVox clip that says "Mr. John Dashwood"
 * recognized with redact=true through HTTP, its stored audio recognized again. The routes' rules
 * are redaction-api.test.ts (a fake recognizer); the held-out measure is `pnpm bench redaction`.
 */
const installed = whisperInstalled(checkoutModels());
const clip = librivoxClips().find((c) => c.id.endsWith('0870'));
const { dir, remove } = tempDir('redaction-whisper');
let host: TestHost;
let token = '';

beforeAll(async () => {
  if (!installed || !clip) return;
  host = await startTestHost({ plugins: recognitionPlugins });
  ({ token } = await confirmedUser(host, 'redaction-whisper@example.com'));
});
afterAll(async () => {
  await host?.close();
  remove();
});

const skipped = installed && clip ? '' : ' (skipped: Whisper or the LibriVox clips are not installed here)';

async function recognize(path: string, query: string): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?${query}`, token, path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as RecognitionResult;
}

describe.skipIf(!installed || !clip)(`redaction with Whisper${skipped}`, () => {
  it('stores the clip with the name tagged and silenced: recognized again, the name is not heard', async () => {
    const redacted = await recognize(clip!.wav, 'language=en&redact=true');
    expect(redacted.engine).toMatch(/^whisper/);
    expect(redacted.text).toContain('[PERSON]');
    expect(redacted.text).not.toMatch(/dashwood/i);
    const stored = join(dir, 'stored.wav');
    const audio = await fetch(`${host.url}/api/elastic/load_audio/${redacted.processId}`, { headers: { authorization: `Bearer ${token}` } });
    writeFileSync(stored, Buffer.from(await audio.arrayBuffer()));
    const again = await recognize(stored, 'language=en');
    expect(again.text).not.toMatch(/dashwood/i);
    // The rest of the sentence is still there to hear.
    expect(again.text).toMatch(/leisure|prudently|power/i);
  }, 120_000);
});
