import { describe, expect, it } from 'vitest';
import { findPii } from './find-pii.ts';
import { ENGLISH_DEVELOPMENT, NOTHING_PERSONAL, TURKISH_DEVELOPMENT } from './testing/development-sentences.ts';
import { markedSentence, scoreOnText } from './testing/marked-pii.ts';

const found = (text: string, language: string) => {
  const words = text.split(' ');
  return findPii(words, language).map((span) => `${span.kind}:${words.slice(span.first, span.last + 1).join(' ')}`);
};

describe('finding personal data in a transcript', () => {
  for (const [language, set] of [['en', ENGLISH_DEVELOPMENT], ['tr', TURKISH_DEVELOPMENT]] as const) {
    it(`finds every marked item of the ${language} development sentences, exactly, and nothing else`, () => {
      for (const marked of set) {
        const sentence = markedSentence(marked);
        expect(found(sentence.text, language), marked).toEqual(sentence.items.map((item) => `${item.kind}:${item.text}`));
      }
      const all = scoreOnText(set.map(markedSentence), language).find((row) => row.kind === 'ALL')!;
      expect(all.recalled).toBe(all.gold);
    });
  }

  it('leaves ordinary numbers, dates and places alone: a 16-digit number failing Luhn, a date without a birth, a time', () => {
    for (const [language, text] of NOTHING_PERSONAL) expect(found(text, language), text).toEqual([]);
  });

  it('takes a card, an IBAN or an identity number by its check digits; after a card\'s or an account\'s cue, or written on with its country, by its shape', () => {
    expect(found('the number 4111 1111 1111 1112 please', 'en')).toEqual([]);
    expect(found('the code SE 0006 1005 1978 6457 8413 27 please', 'en')).toEqual([]);
    expect(found('kimlik 12345678951 değil', 'tr')).toEqual([]);
    expect(found('kimlik 12345678950 doğru', 'tr')).toEqual(['ID_NUMBER:12345678950']);
    // A recognizer that mishears one digit breaks the check: the cue, or the country's letters written on, still tell.
    expect(found('The card on file is 45320-151128303666 expiring', 'en')).toEqual(['CARD:45320-151128303666']);
    expect(found('Charge it to 5-425-234-3010-9903 please', 'en')).toEqual(['CARD:5-425-234-3010-9903']);
    expect(found('IBAN TR33 0006 1005 1978 6457 8413 27 please', 'en')).toEqual(['IBAN:TR33 0006 1005 1978 6457 8413 27']);
    expect(found('My account is GB82 West 1234 5698765432', 'en')).toEqual(['IBAN:GB82 West 1234 5698765432']);
    expect(found('send it to Ibin FR142004100500130026 today', 'en')).toEqual(['IBAN:FR142004100500130026']);
    expect(found('we sold 4111 1111 1111 1112 units', 'en')).toEqual([]);
  });

  it('finds spoken e-mail addresses only with a domain ending, and written ones whole', () => {
    expect(found('meet me at the station dot', 'en')).toEqual([]);
    // Heard without its dots: a few words, then an ending no everyday word is.
    expect(found('Please email Rachel Nguyen at our bar light org with the forms', 'en')).toEqual(['EMAIL:Rachel Nguyen at our bar light org']);
    expect(found('write to skunder at cyber dine com for details', 'en')).toEqual(['EMAIL:skunder at cyber dine com']);
    expect(found('we talked at night on the net', 'en')).toEqual([]);
    expect(found('write to mary underscore jones at mail dot co dot uk today', 'en')).toEqual(['EMAIL:mary underscore jones at mail dot co dot uk']);
    expect(found('Write to ayse@firma.com.tr now', 'tr')).toEqual(['EMAIL:ayse@firma.com.tr']);
  });

  it('finds a date of birth said with its separators, or split by a recognizer', () => {
    expect(found('Born 11 slash 23 slash 1985, she is the youngest', 'en')).toEqual(['DATE_OF_BIRTH:11 slash 23 slash 1985,']);
    expect(found('Born 11-23- 1985, she is the youngest', 'en')).toEqual(['DATE_OF_BIRTH:11-23- 1985,']);
    expect(found('The meeting is on 11 slash 23 slash 2025', 'en')).toEqual([]);
  });

  it('needs a cue for a short phone number and takes a plus or a trunk zero as one', () => {
    expect(found('we sold 5551234 units', 'en')).toEqual([]);
    expect(found('call 555 1234 now', 'en')).toEqual(['PHONE:555 1234']);
    expect(found('it is plus nine oh five three two one one one two two three three', 'en')).toEqual(['PHONE:plus nine oh five three two one one one two two three three']);
    expect(found('Bana 0212 555 12 34 üzerinden ulaşın', 'tr')).toEqual(['PHONE:0212 555 12 34']);
  });

  it('names after a cue even when no list holds them, and keeps the title out', () => {
    expect(found('my name is zebulon quartermaine and i am calling about my bill', 'en')).toEqual(['PERSON:zebulon quartermaine']);
    expect(found('I spoke with Mr. Okonkwo yesterday.', 'en')).toEqual(['PERSON:Okonkwo']);
    expect(found('Merhaba, adım Zümrüt Karabulut, size ulaşmak istedim.', 'tr')).toEqual(['PERSON:Zümrüt Karabulut,']);
  });
});
