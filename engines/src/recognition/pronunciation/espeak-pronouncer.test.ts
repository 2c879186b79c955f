import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processRunner, tempDir } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX } from '../pocketsphinx-engine.ts';
import { wordErrorRate } from '../../scoring/word-error-rate.ts';
import { EspeakPronouncer, espeakPronouncerFor } from './espeak-pronouncer.ts';

const CMU_PHONES = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));
const { dir, remove } = tempDir('pronouncer');
afterAll(remove);
const pronouncer = espeakPronouncerFor(processRunner, DEBIAN_POCKETSPHINX);

/** Every 450th plain word of the CMU dictionary with its first pronunciation: ~300 words of all kinds. */
function dictionarySample(): Map<string, string[]> {
  const sample = new Map<string, string[]>();
  readFileSync(DEBIAN_POCKETSPHINX.dict, 'utf8').split('\n').forEach((line, index) => {
    const [word, ...phones] = line.trim().split(/\s+/);
    if (index % 450 === 0 && word && /^[a-z]+$/.test(word)) sample.set(word, phones);
  });
  return sample;
}

describe('espeak-ng pronunciations for the embedded recognizer', () => {
  it('answers words of the dictionary from it and makes the others, in its phones', async () => {
    expect(await pronouncer.knows('Hello', 'en')).toBe(true);
    expect(await pronouncer.knows('metoprolol', 'en')).toBe(false);
    const answer = await pronouncer.pronounce(['hello', 'Metoprolol', 'lisinopril'], 'en');
    expect(answer.get('hello')).toEqual({ word: 'hello', phones: ['HH', 'AH', 'L', 'OW'], source: 'dictionary' });
    for (const word of ['metoprolol', 'lisinopril']) {
      const made = answer.get(word);
      expect(made?.source).toBe('generated');
      expect(made?.phones.every((phone) => CMU_PHONES.has(phone))).toBe(true);
    }
    expect(answer.get('metoprolol')?.phones.join(' ')).toMatch(/^M .*T .*P R .*L .*L$/);
    expect(answer.get('lisinopril')?.phones.join(' ')).toMatch(/^L .*S .*N .*P R .*L$/);
  });

  it('closes the dictionary after each lookup (a keyword spot used to keep it open: 2 fds a spot, EMFILE after ~10k)', async () => {
    const openFds = () => readdirSync('/proc/self/fd').length;
    await pronouncer.pronounce(['hello', 'world'], 'en');
    const before = openFds();
    for (let i = 0; i < 50; i += 1) await pronouncer.pronounce(['hello', 'world'], 'en');
    // Streams close on the next turns of the event loop.
    await new Promise((done) => setTimeout(done, 100));
    expect(openFds()).toBeLessThanOrEqual(before + 2);
  });

  it('makes pronunciations close to the dictionary’s own for words it has (phone error rate under 20 %)', async () => {
    const sample = dictionarySample();
    const empty = join(dir, 'empty.dict');
    writeFileSync(empty, '');
    const fresh = new EspeakPronouncer(processRunner, { dictionary: empty, language: 'en', espeakVoice: 'en-us' });
    const made = await fresh.pronounce([...sample.keys()], 'en');
    expect(made.size).toBe(sample.size);
    let errors = 0;
    let phones = 0;
    for (const [word, reference] of sample) {
      const distance = wordErrorRate(reference.join(' '), made.get(word)!.phones.join(' '));
      errors += distance.errors;
      phones += distance.referenceWords;
    }
    // Measured 0.11 on a 6000-word sample; vowel reduction (IH vs AH) is most of what differs.
    expect(errors / phones).toBeLessThan(0.2);
  }, 60_000);

  it('writes the dictionary with the missing words added, and skips what cannot be said', async () => {
    const path = join(dir, 'extended.dict');
    const added = await pronouncer.writeDictionary(['hello', 'amlodipine', '%%%', 'x--'], 'en', path);
    expect(added.map((entry) => entry.word)).toEqual(['amlodipine']);
    const original = readFileSync(DEBIAN_POCKETSPHINX.dict, 'utf8');
    const written = readFileSync(path, 'utf8');
    expect(written.startsWith(original)).toBe(true);
    expect(written.slice(original.length)).toBe(`amlodipine ${added[0]!.phones.join(' ')}\n`);
  });

  it('refuses a language the embedded recognizer has no dictionary for, naming the ones it has', async () => {
    await expect(pronouncer.pronounce(['merhaba'], 'tr')).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('serves en') });
    const turkish = espeakPronouncerFor(processRunner, { ...DEBIAN_POCKETSPHINX, language: 'tr' });
    expect(turkish.languages).toEqual([]);
  });
});
