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
    expect(found('the order number 4111 1111 1111 1112 please', 'en')).toEqual([]);
    expect(found('the reference SE 0006 1005 1978 6457 8413 27 please', 'en')).toEqual([]);
    expect(found('kod 12345678951 değil', 'tr')).toEqual([]);
    expect(found('kimlik 12345678951 değil', 'tr')).toEqual(['ID_NUMBER:12345678951']);
    expect(found('kimlik 12345678950 doğru', 'tr')).toEqual(['ID_NUMBER:12345678950']);
    // A recognizer that mishears one digit breaks the check: the cue, or the country's letters written on, still tell.
    expect(found('The card on file is 45320-151128303666 expiring', 'en')).toEqual(['CARD:45320-151128303666']);
    expect(found('Charge it to 5-425-234-3010-9903 please', 'en')).toEqual(['CARD:5-425-234-3010-9903']);
    expect(found('IBAN TR33 0006 1005 1978 6457 8413 27 please', 'en')).toEqual(['IBAN:TR33 0006 1005 1978 6457 8413 27']);
    expect(found('My account is GB82 West 1234 5698765432', 'en')).toEqual(['IBAN:GB82 West 1234 5698765432']);
    expect(found('send it to Ibin FR142004100500130026 today', 'en')).toEqual(['IBAN:FR142004100500130026']);
    expect(found('the tracking code is 4111 1111 1111 1112 today', 'en')).toEqual([]);
  });

  it('takes a long number nothing says the kind of in doubt, and reads a cue or a country the recognizer misheard', () => {
    // Its cue may be what was misheard ("The car done file is …"): a card's length, or an account's past it.
    expect(found('The car done file is 4532015128303666, expiring', 'en')).toEqual(['CARD:4532015128303666,']);
    expect(found('it is 4111 1111 1111 1112 please', 'en')).toEqual(['CARD:4111 1111 1111 1112']);
    expect(found('send it to 4450 0105 1754 7349 3100 today', 'en')).toEqual(['IBAN:4450 0105 1754 7349 3100']);
    expect(found('my number is 4111 1111 1111 1112', 'en')).toEqual(['CARD:4111 1111 1111 1112']);
    // Thousands' commas and a currency sign, as a recognizer writes digits said one by one.
    expect(found('Put it on my Visa, 4,916-8,159,485,664.', 'en')).toEqual(['CARD:4,916-8,159,485,664.']);
    expect(found('His identity number is $59,769,152,420.', 'en')).toEqual(['ID_NUMBER:$59,769,152,420.']);
    // An identity number's cue takes 9-12 digits whatever their check (a social security number too).
    expect(found('My identity number is 38,492,17,510.', 'en')).toEqual(['ID_NUMBER:38,492,17,510.']);
    expect(found('my social security number is 123 45 6789', 'en')).toEqual(['ID_NUMBER:123 45 6789']);
    // A country's letter lost or written with a dash: one letter and the digits written on, the shape alone.
    expect(found('The Swissibin is H0504830005205468701', 'en')).toEqual(['IBAN:H0504830005205468701']);
    expect(found('Our account is s901210000418452200051332, please', 'en')).toEqual(['IBAN:s901210000418452200051332,']);
    expect(found('Why are the reefing to DE-44501515475047324931 today?', 'en')).toEqual(['IBAN:DE-44501515475047324931']);
    expect(found('Transfer the deposit to an L91 up in a 0-4-1716-4-3-0-0', 'en')).toEqual(['IBAN:L91 up in a 0-4-1716-4-3-0-0']);
    expect(found('Please send the money to its 60X05428111000123456', 'en')).toEqual(['IBAN:60X05428111000123456']);
    expect(found('Please send it to ID-60-X0-54-2,800-11-10-0-0-0-0-0-1-2-3-4-100-56.', 'en')).toEqual(['IBAN:ID-60-X0-54-2,800-11-10-0-0-0-0-0-1-2-3-4-100-56.']);
    expect(found('My admin is gb15 middle 4 0 0 5 1 500 12 3 4 5 6 78', 'en')).toEqual(['IBAN:gb15 middle 4 0 0 5 1 500 12 3 4 5 6 78']);
    // A card's cue takes what Whisper wrote past its 19 digits.
    expect(found('Please charge 5,3,000,000,000,400,2024,3,6,5,75,88 for it', 'en')).toEqual(['CARD:5,3,000,000,000,400,2024,3,6,5,75,88']);
    // A short code of a letter and digits is no IBAN.
    expect(found('Take the A1 to 2004 and then turn, flat 3B', 'en')).toEqual([]);
    // A digit or two more than the country's length, thousands' commas among the groups.
    expect(found('I count as GB82 West 1,2345,6908765432', 'en')).toEqual(['IBAN:GB82 West 1,2345,6908765432']);
  });

  it('finds spoken e-mail addresses only with a domain ending, and written ones whole', () => {
    expect(found('meet me at the station dot', 'en')).toEqual([]);
    // Heard without its dots: a few words, then an ending no everyday word is.
    expect(found('Please email Rachel Nguyen at our bar light org with the forms', 'en')).toEqual(['EMAIL:Rachel Nguyen at our bar light org']);
    expect(found('write to skunder at cyber dine com for details', 'en')).toEqual(['EMAIL:skunder at cyber dine com']);
    expect(found('we talked at night on the net', 'en')).toEqual([]);
    expect(found('write to mary underscore jones at mail dot co dot uk today', 'en')).toEqual(['EMAIL:mary underscore jones at mail dot co dot uk']);
    expect(found('Write to ayse@firma.com.tr now', 'tr')).toEqual(['EMAIL:ayse@firma.com.tr']);
    // Its "at" lost or written into a word: a written domain soon after an e-mail's cue.
    expect(found('Her address is a million underscores.net outlet.com.', 'en')).toEqual(['EMAIL:a million underscores.net outlet.com.']);
    expect(found('Her address is immediately underscorestoneatoutlook.com.', 'en')).toEqual(['EMAIL:immediately underscorestoneatoutlook.com.']);
    expect(found('We bought it on example.com last week', 'en')).toEqual([]);
    // "com" heard as "come" after a second "at"; one "at" is a sentence going on.
    expect(found('Reach me at the Okafur at Lagosmeel come horror on myself.', 'en')).toEqual(['EMAIL:Okafur at Lagosmeel come']);
    expect(found('I will wait at home come what may', 'en')).toEqual([]);
    // Its ending written on to the domain's name; a name part spelled with its dots.
    expect(found('My email is Peter Walsh at Gmailcom', 'en')).toEqual(['EMAIL:Peter Walsh at Gmailcom']);
    expect(found('Please email Rachel New Yearn at Heartboard Lightorg with the forms', 'en')).toEqual(['EMAIL:New Yearn at Heartboard Lightorg']);
    expect(found('We watched it at the sitcom night', 'en')).toEqual([]);
    expect(found('copy and dev dot team at that me dot org as well', 'en')).toEqual(['EMAIL:dev dot team at that me dot org']);
    expect(found('Contact Grace at Ellis from Co. UK about the delivery.', 'en')).toEqual(['EMAIL:Grace at Ellis from Co. UK']);
    // After its cue, a word with dots inside is an address whose "at" and ending were garbled; an abbreviation is not.
    expect(found('Her email is leaner.crowsetposto.g', 'en')).toEqual(['EMAIL:leaner.crowsetposto.g']);
    expect(found('My email is down, i.e. broken since a.m. today', 'en')).toEqual([]);
  });

  it('finds a street address whose name the recognizer wrote in lower case, but no distance', () => {
    expect(found('Deliver it to 77 seeder lane, the blue house.', 'en')).toEqual(['ADDRESS:77 seeder lane,']);
    expect(found('We moved to 1,842 Wilmington Avenue last spring.', 'en')).toEqual(['ADDRESS:1,842 Wilmington Avenue']);
    expect(found('She lives at four thirty one maple avenue.', 'en')).toEqual(['ADDRESS:four thirty one maple avenue.']);
    expect(found('It is a two hour drive, then 3 more miles down the road.', 'en')).toEqual([]);
    expect(found('Take the three lane road out of Town.', 'en')).toEqual([]);
  });

  it('finds a date of birth said with its separators, or split by a recognizer', () => {
    expect(found('Born 11 slash 23 slash 1985, she is the youngest', 'en')).toEqual(['DATE_OF_BIRTH:11 slash 23 slash 1985,']);
    expect(found('Born 11-23- 1985, she is the youngest', 'en')).toEqual(['DATE_OF_BIRTH:11-23- 1985,']);
    expect(found('The meeting is on 11 slash 23 slash 2025', 'en')).toEqual([]);
    // Each part said in words, as a recognizer may write them.
    expect(found('Date of birth zero four slash 17 slash 1975', 'en')).toEqual(['DATE_OF_BIRTH:zero four slash 17 slash 1975']);
    expect(found('date of birth zero four slash seventeen slash nineteen hundred seventy five', 'en')).toEqual(['DATE_OF_BIRTH:zero four slash seventeen slash nineteen hundred seventy five']);
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
    expect(found('Account holder Quaneval, please confirm.', 'en')).toEqual(['PERSON:Quaneval,']);
    expect(found('Please ask for Eleanora at reception.', 'en')).toEqual(['PERSON:Eleanora']);
    // A thing of the speaker's, capitalized by the recognizer, is no name.
    expect(found('My Discover Card is about to expire.', 'en')).toEqual([]);
    expect(found('The British Account is closed.', 'en')).toEqual([]);
    expect(found('Tell her Sarah Jones called.', 'en')).toEqual(['PERSON:Sarah Jones']);
    expect(found('Merhaba, adım Zümrüt Karabulut, size ulaşmak istedim.', 'tr')).toEqual(['PERSON:Zümrüt Karabulut,']);
  });
});
