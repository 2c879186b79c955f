/** Turkish number words and their values. */
const UNITS: Record<string, number> = { bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9 };
const TENS: Record<string, number> = { on: 10, yirmi: 20, otuz: 30, kırk: 40, elli: 50, altmış: 60, yetmiş: 70, seksen: 80, doksan: 90 };
const SCALES: Record<string, number> = { yüz: 100, bin: 1000, milyon: 1e6, milyar: 1e9 };

/** Endings a number word takes without an apostrophe ("üçte", "beşe", "onda", "yediyi"). */
const ENDINGS = ['ta', 'te', 'da', 'de', 'ya', 'ye', 'a', 'e', 'yı', 'yi', 'yu', 'yü', 'ı', 'i', 'u', 'ü', 'ten', 'tan', 'den', 'dan', 'in', 'ın', 'un', 'ün', 'nin', 'nın', 'nun', 'nün'];
/** Number words whose suffixed forms are other words ("altında" under, "yüzü" face). */
const FEW_ENDINGS: Record<string, string[]> = { altı: ['da', 'ya', 'yı'], yüz: [], on: ['da', 'a', 'u', 'dan'], bin: [] };

/** A word as a number word: its value, and how long the numeral is without the ending. */
export function numeralOf(word: string): { value: number; length: number } | null {
  for (const table of [UNITS, TENS, SCALES]) {
    if (word in table) return { value: table[word]!, length: word.length };
  }
  for (const table of [UNITS, TENS, SCALES]) {
    for (const stem of Object.keys(table)) {
      if (!word.startsWith(stem)) continue;
      const ending = word.slice(stem.length);
      if ((FEW_ENDINGS[stem] ?? ENDINGS).includes(ending)) return { value: table[stem]!, length: stem.length };
    }
  }
  return null;
}

export const isScale = (word: string) => word in SCALES;
