import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../lexicon/lexicons.ts';
import { normalizedWords } from '../lexicon/normalize.ts';
import { segmentTerms } from './segment-terms.ts';
import { tagWords } from './tag-words.ts';

async function tagged(text: string, language = 'en'): Promise<string[]> {
  const lexicon = (await lexiconFor(language))!;
  const words = normalizedWords(text, language);
  return tagWords(words, lexicon).map((span) => `${words.slice(span.first, span.first + span.length).join(' ')}|${span.category}`);
}

describe('tagWords', () => {
  it('takes the longest term at each word', async () => {
    expect(await tagged('he has high blood pressure and a blood test today')).toEqual(['high blood pressure|condition', 'blood test|test']);
    expect(await tagged('chronic obstructive pulmonary disease')).toEqual(['chronic obstructive pulmonary disease|condition']);
  });

  it('reads doses in figures, in words, glued to their unit, and how often', async () => {
    expect(await tagged('take 500 mg twice daily')).toEqual(['500 mg|dose', 'twice daily|dose']);
    expect(await tagged('five hundred milligrams of paracetamol three times a day')).toEqual(['five hundred milligrams|dose', 'paracetamol|drug', 'three times a day|dose']);
    expect(await tagged('one hundred and fifty mg every four to six hours')).toEqual(['one hundred and fifty mg|dose', 'every four to six hours|dose']);
    expect(await tagged('aspirin 75mg bid')).toEqual(['aspirin|drug', '75mg|dose', 'bid|dose']);
    expect(await tagged('a day at the beach every ten years')).toEqual([]);
    expect(await tagged('İnsülin 10 ünite, günde iki kez; 8 saatte bir 500 mg\'lık tablet', 'tr'))
      .toEqual(['insülin|drug', '10 ünite|dose', 'günde iki kez|dose', '8 saatte bir|dose', "500 mg'lık|dose"]);
  });

  it('joins an organ said bare to the condition, test or procedure after it', async () => {
    expect(await tagged('knee pain after the brain mri')).toEqual(['knee pain|condition', 'brain mri|test']);
    expect(await tagged('akciğer röntgeni ve diz ameliyatından sonra', 'tr')).toEqual(['akciğer röntgeni|test', 'diz ameliyatından|procedure']);
    expect(await tagged('midesinde ülser', 'tr')).toEqual(['midesinde|anatomy', 'ülser|condition']);
  });

  it('counts a word with an everyday sense only beside a term without one', async () => {
    expect(await tagged('the heart of the city and the operation of the factory')).toEqual([]);
    expect(await tagged('the operation on her heart went well, she is back on metoprolol')).toEqual(['operation|procedure', 'heart|anatomy', 'metoprolol|drug']);
    expect(await tagged('şehrin kalbinde yeni bir kafe', 'tr')).toEqual([]);
  });
});

describe('segmentTerms', () => {
  it('times a term by its words, keeping how the recognizer wrote them', async () => {
    const lexicon = (await lexiconFor('en'))!;
    const segment = {
      start: 1, end: 4, sent: 'Her blood pressure, metoprolol.',
      words: [{ w: 'Her', start: 1, end: 1.2 }, { w: 'blood', start: 1.3, end: 1.6 }, { w: 'pressure,', start: 1.7, end: 2.1 }, { w: 'metoprolol.', start: 2.5, end: 3.4 }],
    };
    expect(segmentTerms(segment, lexicon)).toEqual([
      { text: 'blood pressure', category: 'test', start: 1.3, end: 2.1 },
      { text: 'metoprolol', category: 'drug', start: 2.5, end: 3.4 },
    ]);
  });

  it('gives the segment\'s times when there are no word timings', async () => {
    const lexicon = (await lexiconFor('en'))!;
    expect(segmentTerms({ start: 5, end: 7.5, sent: 'Chest X-ray was normal.', words: [] }, lexicon)).toEqual([{ text: 'Chest X-ray', category: 'test', start: 5, end: 7.5 }]);
  });
});
