import { afterAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '@speechdeck/testing';
import { WHISPER_BASE } from '@speechdeck/engines/whisper';
import { whisperInstalled } from '@speechdeck/engines/testing';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

const hosts: TestHost[] = [];
const languagesOf = async (env: Record<string, string>) => {
  const host = await startTestHost({ plugins: recognitionPlugins, env });
  hosts.push(host);
  // No token: the sample panel asks before anyone logs in.
  const response = await fetch(`${host.url}/api/stt/languages`);
  expect(response.status).toBe(200);
  return response.json();
};
afterAll(() => Promise.all(hosts.map((host) => host.close())));
/** Turkish is served offline where this checkout installed Whisper base. */
const turkish = whisperInstalled(undefined, WHISPER_BASE) ? ['tr'] : [];

describe('GET /api/stt/languages', () => {
  it('answers what the recognizers serve: English (Whisper, or pocketsphinx) on a fresh install, and Turkish with Whisper base', async () => {
    expect(await languagesOf({})).toEqual({ languages: ['en', ...turkish], anyLanguage: false });
  });

  it('follows the settings: a language given to a server, one turned off, every other language', async () => {
    const url = 'http://127.0.0.1:9';
    expect(await languagesOf({ SPEECHDECK_OPENAI_ASR_URL: url, SPEECHDECK_ASR_TR: 'openai' })).toEqual({ languages: ['tr', 'en'], anyLanguage: false });
    expect(await languagesOf({ SPEECHDECK_ASR_EN: 'none' })).toEqual({ languages: turkish, anyLanguage: false });
    expect(await languagesOf({ SPEECHDECK_OPENAI_ASR_URL: url, SPEECHDECK_ASR_OTHER: 'openai' })).toEqual({ languages: ['en', ...turkish], anyLanguage: true });
  });
});
