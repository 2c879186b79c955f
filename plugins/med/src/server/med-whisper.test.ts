import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { WHISPER_BASE } from '@speechdeck/engines/whisper';
import { confirmedUser, spokenSentence, tempDir, type TestHost, until, uploadTo } from '@speechdeck/testing';
import type { MedResult, QueuedMedResult } from '../contract/med-api.ts';
import { startMedHost } from './testing/med-host.ts';

/*
 * Medical recognition with Whisper (base in place of the English default tiny.en, when installed),
 * end to end: two sentences spoken by flite's slt whose drug Whisper writes as other words on its
 * first pass ("lies in April" for lisinopril, "septrioxone" for ceftriaxone), which its second pass,
 * listening for the lexicon's terms that sound like them, writes. The lexicon's phones are made on
 * the first run on a machine (30-45 s) and kept with the test models in the OS temp dir. The whole
 * measure (152 sentences, four voices) is `pnpm bench med-quality`; the parts without a recognizer,
 * recognize/sounds-like-pass.test.ts.
 */

const models = checkoutModels();
// Base runs the two passes; tiny.en is the language's recognizer it stands in for.
const installed = whisperInstalled(models) && whisperInstalled(models, WHISPER_BASE);
const SENTENCES = [
  { text: 'The patient has hypertension and takes lisinopril 10 mg once daily.', drug: 'lisinopril' },
  { text: 'He was admitted with pneumonia and treated with ceftriaxone.', drug: 'ceftriaxone' },
];

const { dir, remove } = tempDir('med-whisper');
let host: TestHost;
let token = '';

beforeAll(async () => {
  if (!installed) return;
  host = await startMedHost();
  ({ token } = await confirmedUser(host, 'med-whisper@example.com'));
});
afterAll(async () => {
  await host?.close();
  remove();
});

const skipped = installed ? '' : ' (skipped: Whisper base and tiny.en are not installed here, python3 scripts/install_models.py)';

describe.skipIf(!installed)(`medical recognition with Whisper, in two passes${skipped}`, () => {
  it('hears on the second pass the drug the first wrote as other words, says so in the note, and reports progress that never goes back', async () => {
    const queued = await Promise.all(SENTENCES.map(async ({ text }, i) => {
      const upload = await uploadTo(`${host.url}/api/stt/recognizeMed?language=en`, token, spokenSentence(dir, 'flite:slt', text, `whisper-${i}`), `dictation-${i}.wav`);
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
      return (upload.body as unknown as QueuedMedResult).id;
    }));
    for (const [i, id] of queued.entries()) {
      const progress: number[] = [];
      let result: MedResult | undefined;
      await until(async () => {
        result = (await (await fetch(`${host.url}/api/stt/recognizeMed/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as MedResult;
        progress.push(result.progress);
        return result.status === 'done' || result.status === 'failed';
      }, { what: `the medical recognition of "${SENTENCES[i]!.text}"`, ms: 240_000, every: 50 });
      const { drug } = SENTENCES[i]!;
      expect(result, result?.error ?? '').toMatchObject({ status: 'done', engine: 'whisper-base:base', language: 'en', progress: 1 });
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(result!.notes[0]).toMatch(new RegExp(`^Recognized with whisper-base:base twice: the second pass listened for \\d+ medical terms? that sound like words of the first \\(.*\\b${drug}\\b.*\\); it wrote \\d+ of them where the first had other words \\(.*\\b${drug}\\b.*\\)\\.`));
      const terms = result!.segments.flatMap((segment) => segment.terms.map((term) => ({ ...term, segment })));
      expect(terms.map(({ text, category }) => ({ text: text.toLowerCase(), category }))).toContainEqual({ text: drug, category: 'drug' });
      for (const { segment, start, end } of terms) {
        expect(start).toBeGreaterThanOrEqual(segment.start);
        expect(end).toBeLessThanOrEqual(segment.end);
      }
      // The rest is the first pass's, written as Whisper writes.
      expect(result!.text).toMatch(/^[A-Z]/);
      expect(result!.segments.flatMap((segment) => segment.kw)).toContain(drug);
    }
  }, 300_000);
});
