import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCspellMedicalTerms } from './cspell-words.ts';
import { englishForms } from './english-lexicon.ts';
import { englishRuleCategory } from './english-rules.ts';
import { lexiconFor } from './lexicons.ts';
import { normalizeWord } from './normalize.ts';
import { turkishForms } from './turkish-lexicon.ts';

const words = (text: string) => text.split(' ');

describe('the English lexicon', () => {
  it('reads the cspell medical word list from the installed package, which this repository does not copy', async () => {
    const terms = await readCspellMedicalTerms();
    expect(terms.length).toBeGreaterThan(90_000);
    expect(terms).toEqual(expect.arrayContaining(['cholecystectomy', 'adalimumab', 'Sjögren\'s']));
    const listed = (folder: string): string[] => readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? listed(join(folder, entry.name)) : [entry.name]));
    expect(listed(join(import.meta.dirname, '../..')).filter((name) => /medicalterms|\.txt(\.gz)?$/.test(name))).toEqual([]);
  });

  it('places a word of the list by the endings medicine builds words with, and leaves ordinary words alone', () => {
    expect(['cholecystitis', 'adalimumab', 'rhinoplasty', 'bronchoscopy', 'lymphoma', 'micrograms', 'endometrium'].map(englishRuleCategory))
      .toEqual(['condition', 'drug', 'procedure', 'test', 'condition', 'unit', 'anatomy']);
    expect(englishRuleCategory('coma')).toBeNull();
    expect(englishRuleCategory('hypertension!')).toBeNull();
  });

  it('puts our own lists first, under which the rules place the rest; ordinary look-alikes are no terms', async () => {
    const lexicon = (await lexiconFor('en'))!;
    expect(lexicon.match(words('blood pressure is fine'), 0)).toMatchObject({ length: 2, category: 'test' });
    expect(lexicon.match(words('high blood pressure'), 0)).toMatchObject({ length: 3, category: 'condition' });
    expect(lexicon.match(words('cholecystitis'), 0)).toMatchObject({ length: 1, category: 'condition' });
    expect(lexicon.match(words('kidneys'), 0)).toMatchObject({ category: 'anatomy', bare: true });
    expect(lexicon.match(words('gallstones'), 0)).toMatchObject({ category: 'condition' });
    expect(lexicon.match(words('tonsillectomies'), 0)).toMatchObject({ category: 'procedure' });
    for (const word of ['program', 'diagram', 'diploma', 'analysis', 'sympathy', 'trophy']) expect(lexicon.match([word], 0), word).toBeNull();
    expect(lexicon.match(['operation'], 0)).toMatchObject({ category: 'procedure', contextOnly: true });
  });

  it('ranks its vocabulary with our lists\' words first, every word of the cspell list in it', async () => {
    const lexicon = (await lexiconFor('en'))!;
    expect(lexicon.vocabulary.length).toBeGreaterThan(90_000);
    expect(lexicon.vocabulary.indexOf('metoprolol')).toBeLessThan(1500);
    expect(lexicon.vocabulary.indexOf('pressure')).toBeLessThan(1500);
    expect(lexicon.vocabulary.indexOf('cholecystitis')).toBeLessThan(lexicon.vocabulary.indexOf('lozenge'));
    expect(new Set(lexicon.vocabulary).size).toBe(lexicon.vocabulary.length);
  });

  it('undoes plurals and possessives', () => {
    expect(englishForms('arteries')).toContain('artery');
    expect(englishForms("parkinson's")).toContain('parkinson');
    expect(englishForms('tablets')).toContain('tablet');
    expect(englishForms('glass')).toEqual(['glass']);
  });
});

describe('the Turkish lexicon', () => {
  it('finds a stem under its suffixes, with softened consonants and apostrophes', () => {
    expect(turkishForms('tansiyonu')).toContain('tansiyon');
    expect(turkishForms('ameliyatından')).toContain('ameliyat');
    expect(turkishForms('kalbinde')).toContain('kalp');
    expect(turkishForms('hastalığı')).toContain('hastalık');
    expect(turkishForms("mg'lık")).toEqual(['mg']);
    expect(turkishForms('yüzünden')).toEqual([]);
  });

  it('matches compounds whose last word carries the suffixes', async () => {
    const lexicon = (await lexiconFor('tr'))!;
    expect(lexicon.match(words('kan tahlilinde bir sorun'), 0)).toMatchObject({ length: 2, category: 'test', bare: false });
    expect(lexicon.match(words('şeker hastalığından'), 0)).toMatchObject({ length: 2, category: 'condition' });
    expect(lexicon.match([normalizeWord('İnsülin', 'tr')], 0)).toMatchObject({ category: 'drug' });
    expect(lexicon.match(['bilgisayar'], 0)).toBeNull();
  });

  it('has no lexicon for another language', () => {
    expect(lexiconFor('de')).toBeNull();
  });
});
