import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { confirmedUser, spokenSentence, startTestHost, tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * A user's vocabulary with the real Whisper tiny.en (the default English recognizer where it is
 * installed), through HTTP: a sentence of the held-out set (flite's slt) whose drug it writes as
 * other words without the list ("a zempic"), and hears with a short list (its hotwords, one pass)
 * and with a long one (a second pass listening for the words that sound like the first's). The whole
 * measure (24 sentences, three voices, pocketsphinx too) is `pnpm bench vocabulary`.
 */

const models = checkoutModels();
const installed = whisperInstalled(models);
const SENTENCE = 'She started taking Ozempic for her blood sugar.';
const { dir, remove } = tempDir('vocabulary-whisper');
let host: TestHost;
let token = '';

beforeAll(async () => {
  if (!installed) return;
  host = await startTestHost({ plugins: recognitionPlugins });
  ({ token } = await confirmedUser(host, 'vocabulary-whisper@example.com'));
});
afterAll(async () => {
  await host?.close();
  remove();
});

const skipped = installed ? '' : ' (skipped: Whisper is not installed here, python3 scripts/install_models.py)';

/** A list longer than Whisper's hotwords take (600 characters), Ozempic last: it goes in two passes. */
const LONG_LIST = [...Array.from({ length: 70 }, (_, i) => ({ text: `Quillamberton${i}` })), { text: 'Ozempic' }];

describe.skipIf(!installed)(`a user's vocabulary with Whisper${skipped}`, () => {
  it('hears the drug of the list it misses without it: a short list in one pass, a long one in two', async () => {
    const wav = spokenSentence(dir, 'flite:slt', SENTENCE, 'ozempic');
    const recognize = async (words?: { text: string }[]) => {
      if (words) {
        const put = await fetch(`${host.url}/api/stt/vocabulary`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ words }),
        });
        expect(put.status).toBe(200);
      }
      const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?language=en`, token, wav);
      expect(status, JSON.stringify(body)).toBe(200);
      return body as unknown as RecognitionResult;
    };
    expect((await recognize()).text).not.toMatch(/ozempic/i);
    const short = await recognize([{ text: 'Ozempic' }, { text: 'Kallax' }, { text: 'Reykjavik' }]);
    expect(short.text).toMatch(/\bOzempic\b/);
    expect(short.notes).toContain('Listened for your vocabulary (3 words).');
    const long = await recognize(LONG_LIST);
    expect(long.text).toMatch(/\bOzempic\b/);
    expect(long.notes.join(' ')).toMatch(/in a second pass, for Ozempic: heard Ozempic/);
  }, 120_000);
});
