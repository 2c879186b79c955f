/**
 * The check digits that tell a card, an IBAN or a Turkish identity number from any other run of
 * digits: a number that fails its check is left alone (a 16-digit order number is not a card).
 */

/** Luhn's check (payment cards): from the right, every second digit doubled (less 9 past 9), the sum a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** IBAN lengths by country (ISO 13616 registry) for the countries a caller here is likely to name. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  TR: 26, GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, IT: 27, BE: 16, CH: 21, AT: 20, IE: 22, PL: 28, SE: 24, DK: 18, NO: 15, FI: 18,
  PT: 25, LU: 20, GR: 27, CY: 28, AZ: 28, GE: 22, BG: 22, RO: 24, HU: 28, CZ: 24, SA: 24, AE: 23, QA: 29,
};

/** ISO 7064 mod 97-10 over an IBAN (country, check digits, account): its length for the country, and the remainder 1. */
export function ibanValid(iban: string): boolean {
  const value = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value) || IBAN_LENGTHS[value.slice(0, 2)] !== value.length) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * A Turkish identity number (T.C. Kimlik No): 11 digits, the first not 0; the 10th is (7 × the sum
 * of the odd-placed first nine − the sum of the even-placed) mod 10, the 11th the sum of the first ten mod 10.
 */
export function tcKimlikValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  return tenth === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}
