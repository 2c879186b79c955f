import { describe, expect, it } from 'vitest';
import { ibanValid, luhnValid, tcKimlikValid } from './checksums.ts';

describe('check digits', () => {
  it('passes test card numbers by Luhn and fails the same number with one digit changed', () => {
    for (const card of ['4111111111111111', '5500005555555559', '378282246310005', '6011111111111117']) expect(luhnValid(card), card).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('1234567890123456')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });

  it('passes IBANs by mod 97 at their country\'s length and fails a changed digit, a wrong length or an unknown country', () => {
    for (const iban of ['TR330006100519786457841326', 'GB29NWBK60161331926819', 'DE89370400440532013000', 'NL91ABNA0417164300']) expect(ibanValid(iban), iban).toBe(true);
    expect(ibanValid('tr330006100519786457841326')).toBe(true);
    expect(ibanValid('TR330006100519786457841327')).toBe(false);
    expect(ibanValid('TR33000610051978645784132')).toBe(false);
    expect(ibanValid('XX330006100519786457841326')).toBe(false);
  });

  it('passes Turkish identity numbers by both check digits and fails the others', () => {
    for (const id of ['10000000146', '12345678950']) expect(tcKimlikValid(id), id).toBe(true);
    expect(tcKimlikValid('12345678951')).toBe(false);
    expect(tcKimlikValid('12345678960')).toBe(false);
    expect(tcKimlikValid('02345678950')).toBe(false);
    expect(tcKimlikValid('1234567895')).toBe(false);
  });
});
