import { describe, expect, it } from 'vitest';
import { ENGLISH_NEGATIVE, ENGLISH_POSITIVE } from './english-lexicon.ts';
import { analyzeSentiment, sentimentScore } from './sentiment.ts';
import { TURKISH_STEMS } from './turkish-lexicon.ts';

describe('analyzeSentiment in English', () => {
  it.each([
    ['The new release is great and the team did an excellent job.', 'positive'],
    ['I really liked the demo.', 'positive'],
    ['This update is terrible, everything crashed twice.', 'negative'],
    ['We lost the contract and everyone is disappointed.', 'negative'],
    ['The meeting starts at nine in room four.', 'neutral'],
    ['Please send the quarterly report by Friday.', 'neutral'],
    ['', 'neutral'],
  ])('%s -> %s', (text, label) => {
    expect(analyzeSentiment(text, 'en')).toBe(label);
  });

  it('flips a word after a negator', () => {
    expect(analyzeSentiment('The food was not good.', 'en')).toBe('negative');
    expect(analyzeSentiment("It wasn't very helpful.", 'en')).toBe('negative');
    expect(analyzeSentiment('Honestly, not bad at all.', 'en')).toBe('positive');
    expect(analyzeSentiment('No problem, happy to help.', 'en')).toBe('positive');
    expect(analyzeSentiment('I never felt unsafe there.', 'en')).toBe('positive');
  });

  it('keeps negation within its clause and reach', () => {
    // The comma ends the negated clause: "good" is not negated.
    expect(analyzeSentiment('Not now, the results are good.', 'en')).toBe('positive');
    // More than three words after the negator, "great" is no longer negated.
    expect(analyzeSentiment('I did not expect the first version to be great', 'en')).toBe('positive');
  });

  it('weighs intensified words more and balances mixed text to neutral', () => {
    expect(sentimentScore('good', 'en')).toBe(1);
    expect(sentimentScore('very good', 'en')).toBe(1.5);
    expect(sentimentScore('not very good', 'en')).toBe(-1.5);
    expect(analyzeSentiment('The design is good but the price is bad.', 'en')).toBe('neutral');
    expect(analyzeSentiment('The design is good but the price is really bad.', 'en')).toBe('neutral'); // -0.5
    expect(analyzeSentiment('Good design, bad price, terrible service.', 'en')).toBe('negative');
  });

  it('treats an unknown language with the English lists', () => {
    expect(analyzeSentiment('What a wonderful day', 'de')).toBe('positive');
  });
});

describe('analyzeSentiment in Turkish', () => {
  it.each([
    ['Film çok güzeldi, herkese tavsiye ederim.', 'positive'],
    ['Bu ürünü gerçekten seviyorum.', 'positive'],
    ['Toplantı harika geçti, teşekkürler.', 'positive'],
    ["İstanbul'da hava berbat.", 'negative'],
    ['Sunucu yine çöktü, büyük bir sorun yaşadık.', 'negative'],
    ['Proje başarısız oldu.', 'negative'],
    ['Toplantı saat üçte başlayacak.', 'neutral'],
    ['Raporu cuma gününe kadar gönderin.', 'neutral'],
  ])('%s -> %s', (text, label) => {
    expect(analyzeSentiment(text, 'tr')).toBe(label);
  });

  it('flips a word followed by değil or yok', () => {
    expect(analyzeSentiment('Yemek iyi değil.', 'tr')).toBe('negative');
    expect(analyzeSentiment('Hiç güzel bir film değildi.', 'tr')).toBe('negative');
    expect(analyzeSentiment('Hiçbir sorun yok.', 'tr')).toBe('positive');
    expect(analyzeSentiment('Bu kötü değil.', 'tr')).toBe('positive');
    expect(sentimentScore('hiç güzel değil', 'tr')).toBe(-1.5);
  });

  it("reads a verb's own negative suffix", () => {
    expect(analyzeSentiment('Hiç beğenmedim.', 'tr')).toBe('negative');
    expect(analyzeSentiment('Bu şarkıyı sevmiyorum.', 'tr')).toBe('negative');
    expect(analyzeSentiment('Filmi çok beğendim.', 'tr')).toBe('positive');
    expect(analyzeSentiment('Sevmek güzel bir şey.', 'tr')).toBe('positive'); // -mek is not negation
    expect(analyzeSentiment('Artık korkmuyorum.', 'tr')).toBe('positive');
  });

  it('matches stems with suffixes, the longest stem first, and short stems only whole', () => {
    expect(sentimentScore('başarılı', 'tr')).toBe(1);
    expect(sentimentScore('başarısız', 'tr')).toBe(-1);
    expect(sentimentScore('sorunsuz', 'tr')).toBe(1);
    expect(sentimentScore('iyice', 'tr')).toBe(0); // "thoroughly", not iyi
    expect(sentimentScore('seviye', 'tr')).toBe(0); // "level", not sev-
    expect(sentimentScore('İYİ', 'tr-TR')).toBe(1); // Turkish upper-case İ
  });
});

describe('lexicons', () => {
  it('have the promised sizes and no word in both lists', () => {
    expect(ENGLISH_POSITIVE.size).toBeGreaterThanOrEqual(150);
    expect(ENGLISH_NEGATIVE.size).toBeGreaterThanOrEqual(150);
    expect([...ENGLISH_POSITIVE].filter((word) => ENGLISH_NEGATIVE.has(word))).toEqual([]);
    expect(TURKISH_STEMS.filter((s) => s.polarity === 1).length).toBeGreaterThanOrEqual(80);
    expect(TURKISH_STEMS.filter((s) => s.polarity === -1).length).toBeGreaterThanOrEqual(80);
    const stems = TURKISH_STEMS.map((s) => s.stem);
    expect(new Set(stems).size).toBe(stems.length);
  });
});
